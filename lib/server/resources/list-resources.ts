import "server-only";
import { getDb } from "@/lib/server/db";
import { PARTNER_LIST_LIMIT } from "@/lib/server/db/pagination";
import type { Resource } from "@/lib/validation/resources";
import { toResourceDto } from "./records";

// A partner's resource cards: their own resources and those shared with every partner,
// most recently updated first. Downloading one is ./download-resource.ts.

/** The partner's own resources and those shared with every partner. */
export async function listResources(partnerId: string): Promise<Resource[]> {
  const db = await getDb();
  const rows = await db
    .selectFrom("resources")
    .selectAll()
    .where((eb) => eb.or([eb("partner_id", "=", partnerId), eb("partner_id", "is", null)]))
    .orderBy("last_updated", "desc")
    .limit(PARTNER_LIST_LIMIT)
    .execute();
  return rows.map(toResourceDto);
}
