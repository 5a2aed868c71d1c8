import "server-only";
import { getDb } from "@/lib/server/db";
import { readCursorPage } from "@/lib/server/db/cursor";
import type { ApiListQuery } from "@/lib/validation/api";
import { dealMessages } from "@/lib/validation/deals";
import type { ApiDeal } from "@/lib/validation/api-resources";
import type { DealStatus } from "@/lib/validation/deal-options";
import { registeredByOf } from "@/lib/server/members/person";
import { Refusal } from "@/lib/refusal";
import { toDealDto, type DealRow } from "./records";
import { minorFromDb } from "@/lib/money";

// Deals as /api/v1 reads them: a team key sees every partner's, a partner key its own
// company's (another company's deal is not found, as in the portal).

export function toApiDeal(row: DealRow): ApiDeal {
  const deal = toDealDto(row);
  return {
    id: deal.id,
    partnerId: row.partner_id,
    customerName: deal.customerName,
    customerWebsite: deal.customerWebsite,
    customerDomain: deal.customerDomain,
    contactName: deal.contactName,
    contactEmail: deal.contactEmail,
    contactTitle: deal.contactTitle,
    decisionMaker: deal.decisionMaker,
    amount: minorFromDb(row.deal_size_minor),
    currency: deal.currency,
    registeredBy: registeredByOf(row),
    status: row.status,
    stage: row.stage,
    expectedCloseDate: deal.expectedCloseDate,
    products: deal.products,
    notes: deal.notes,
    protectionExpires: deal.protectionExpires,
    approvedAt: deal.approvedAt,
    reviewReason: deal.reviewReason,
    createdAt: deal.createdAt,
    updatedAt: deal.updatedAt,
  };
}

export async function listApiDeals(scope: { partnerId: string | null }, query: ApiListQuery<DealStatus>) {
  const db = await getDb();
  let base = db.selectFrom("deals").selectAll();
  if (scope.partnerId) base = base.where("partner_id", "=", scope.partnerId);
  if (query.status) base = base.where("status", "=", query.status);
  return readCursorPage(base, query, toApiDeal);
}

export async function getApiDeal(scope: { partnerId: string | null }, id: string): Promise<ApiDeal> {
  const db = await getDb();
  let read = db.selectFrom("deals").selectAll().where("id", "=", id);
  if (scope.partnerId) read = read.where("partner_id", "=", scope.partnerId);
  const row = await read.executeTakeFirst();
  if (!row) throw new Refusal(404, dealMessages.notFound);
  return toApiDeal(row);
}
