import "server-only";
import type { Selectable } from "kysely";
import type { PartnerLinksTable } from "@/lib/server/db/schema/links";
import { env } from "@/lib/server/env";
import type { PartnerLink } from "@/lib/validation/links";

export type LinkRow = Selectable<PartnerLinksTable>;

/** The UTC day of `now`, as the clicks table and the charts key it (YYYY-MM-DD). */
export const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/** What a partner shares: the site's address plus /r/{slug}. */
export function linkUrl(slug: string): string {
  return `${env().APP_URL.replace(/\/+$/, "")}/r/${slug}`;
}

export function toLinkDto(row: LinkRow): PartnerLink {
  return {
    id: row.id,
    slug: row.slug,
    url: linkUrl(row.slug),
    campaign: row.campaign,
    destination: row.destination,
    createdAt: row.created_at,
    archivedAt: row.archived_at,
  };
}
