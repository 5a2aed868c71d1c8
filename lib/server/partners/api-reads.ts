import "server-only";
import type { Selectable } from "kysely";
import { Refusal } from "@/lib/refusal";
import { getDb } from "@/lib/server/db";
import type { PartnersTable } from "@/lib/server/db/schema/partners";
import { readCursorPage } from "@/lib/server/db/cursor";
import { adminMessages } from "@/lib/validation/admin";
import type { ApiListQuery } from "@/lib/validation/api";
import type { ApiPartner } from "@/lib/validation/api-resources";

// Partner companies as /api/v1 reads them (a team key's scope): the company, not its people.

export function toApiPartner(row: Selectable<PartnersTable>): ApiPartner {
  return {
    id: row.id,
    companyName: row.company_name,
    website: row.website,
    country: row.country,
    partnershipType: row.partnership_type,
    tier: row.tier,
    status: row.status,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export async function listApiPartners(query: ApiListQuery<ApiPartner["status"]>) {
  const db = await getDb();
  let base = db.selectFrom("partners").selectAll();
  if (query.status) base = base.where("status", "=", query.status);
  return readCursorPage(base, query, toApiPartner);
}

export async function getApiPartner(id: string): Promise<ApiPartner> {
  const db = await getDb();
  const row = await db.selectFrom("partners").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw new Refusal(404, adminMessages.notFound);
  return toApiPartner(row);
}
