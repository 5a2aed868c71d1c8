import "server-only";
import type { Kysely } from "kysely";
import type { ListQuery } from "@/lib/validation/console";
import type { PartnerStatus } from "@/lib/server/db/partner-schema";
import { getDb, type Database } from "@/lib/server/db/index";
import { countValue, matchesText, pageWindow, toPage, type PageResult } from "./pagination";

// The partner directory: every company, searchable by company name, contact email or
// contact name, newest first.

export interface PartnerListItem {
  id: string;
  companyName: string;
  primaryEmail: string | null;
  tier: string;
  certificationStatus: string;
  status: PartnerStatus;
  points: number;
  source: string;
  createdAt: string;
}

function partners(db: Kysely<Database>, q: string) {
  let query = db.selectFrom("partners");
  if (q) {
    // A company matches when its name does or when any of its users does.
    const users = db
      .selectFrom("users")
      .select("users.partner_id")
      .where("users.partner_id", "is not", null)
      .where(matchesText(["users.email", "users.first_name", "users.last_name"], q));
    query = query.where((eb) => eb.or([matchesText(["partners.company_name", "partners.website"], q), eb("partners.id", "in", users)]));
  }
  return query;
}

export async function listPartners({ page, q }: ListQuery): Promise<PageResult<PartnerListItem>> {
  const db = await getDb();
  const total = countValue(await partners(db, q).select((eb) => eb.fn.countAll().as("n")).executeTakeFirst());
  const window = pageWindow(total, page);
  const rows = await partners(db, q)
    .select([
      "partners.id",
      "partners.company_name",
      "partners.tier",
      "partners.certification_status",
      "partners.status",
      "partners.points",
      "partners.source",
      "partners.created_at",
      (eb) =>
        eb
          .selectFrom("users")
          .select("users.email")
          .whereRef("users.partner_id", "=", "partners.id")
          .orderBy("users.created_at", "asc")
          .limit(1)
          .as("primary_email"),
    ])
    .orderBy("partners.created_at", "desc")
    .orderBy("partners.id", "desc")
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  const items = rows.map((row) => ({
    id: row.id,
    companyName: row.company_name,
    primaryEmail: row.primary_email,
    tier: row.tier,
    certificationStatus: row.certification_status,
    status: row.status,
    points: Number(row.points),
    source: row.source,
    createdAt: row.created_at,
  }));
  return toPage(items, total, window);
}
