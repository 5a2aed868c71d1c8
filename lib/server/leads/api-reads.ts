import "server-only";
import { Refusal } from "@/lib/refusal";
import { getDb } from "@/lib/server/db";
import { readCursorPage } from "@/lib/server/db/cursor";
import type { ApiListQuery } from "@/lib/validation/api";
import type { ApiLead } from "@/lib/validation/api-resources";
import { leadMessages } from "@/lib/validation/leads";
import { leadQuery, toApiLead, type LeadRow } from "./records";

// Leads as /api/v1 reads them: every partner's for a team key (with the contact the team
// holds), the company's own for a partner key (the contact only once it may see it).

const audienceOf = (scope: { partnerId: string | null }) => (scope.partnerId ? "partner" : "team");

export async function listApiLeads(
  scope: { partnerId: string | null },
  query: ApiListQuery<LeadRow["status"]>,
) {
  const db = await getDb();
  // The cursor orders by updated_at and id: the lead's, named plainly in an inner select.
  let base = db.selectFrom(leadQuery(db).as("l")).selectAll();
  if (scope.partnerId) base = base.where("l.partner_id", "=", scope.partnerId);
  if (query.status) base = base.where("l.status", "=", query.status);
  return readCursorPage(base, query, (row: LeadRow) => toApiLead(row, audienceOf(scope)));
}

export async function getApiLead(scope: { partnerId: string | null }, id: string): Promise<ApiLead> {
  const db = await getDb();
  let read = leadQuery(db).where("leads.id", "=", id);
  if (scope.partnerId) read = read.where("leads.partner_id", "=", scope.partnerId);
  const row = await read.executeTakeFirst();
  if (!row) throw new Refusal(404, leadMessages.notFound);
  return toApiLead(row, audienceOf(scope));
}
