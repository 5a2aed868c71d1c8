import "server-only";
import { unstable_cache } from "next/cache";
import { moduleLog } from "@/lib/server/log";
import { DIRECTORY_REVALIDATE_SECONDS, DIRECTORY_TAG } from "./revalidate";
import { listListedPartners, type PublicPartner } from "./public";

// The public pages' reads, cached under the directory's tag (./revalidate.ts expires it on a
// change). The build has no seeded database: a read that fails there renders an empty
// directory, and the first change or the hourly revalidation fills it.

export const cachedListedPartners = unstable_cache(
  async (): Promise<PublicPartner[]> => {
    try {
      return await listListedPartners();
    } catch (error) {
      moduleLog("directory").warn({ err: error }, "directory read failed; rendering it empty");
      return [];
    }
  },
  ["partner-directory:listed"],
  { tags: [DIRECTORY_TAG], revalidate: DIRECTORY_REVALIDATE_SECONDS },
);

export async function cachedListedPartner(slug: string): Promise<PublicPartner | null> {
  return (await cachedListedPartners()).find((partner) => partner.slug === slug) ?? null;
}
