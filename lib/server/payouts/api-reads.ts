import "server-only";
import type { Selectable } from "kysely";
import { getDb } from "@/lib/server/db";
import type { PayoutRequestsTable } from "@/lib/server/db/schema/commissions";
import { readCursorPage } from "@/lib/server/db/cursor";
import { minorFromDb } from "@/lib/money";
import { parseConversions } from "./payout-gate";
import type { ApiListQuery } from "@/lib/validation/api";
import type { ApiPayout } from "@/lib/validation/api-resources";

// Payout requests as /api/v1 reads them (a team key's scope) and webhooks carry them.

export function toApiPayout(row: Selectable<PayoutRequestsTable>, commissionIds: string[]): ApiPayout {
  return {
    id: row.id,
    partnerId: row.partner_id,
    amount: minorFromDb(row.amount_minor),
    currency: row.currency,
    commissionIds,
    conversions: parseConversions(row.conversions).map((line) => ({
      from: line.from,
      to: line.to,
      originalAmount: line.originalMinor,
      rate: line.rate,
      effectiveFrom: line.effectiveFrom,
      convertedAmount: line.convertedMinor,
    })),
    status: row.status,
    paymentReference: row.payment_reference,
    paidOn: row.paid_on,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export async function listApiPayouts(query: ApiListQuery<PayoutRequestsTable["status"]>) {
  const db = await getDb();
  let base = db.selectFrom("payout_requests").selectAll();
  if (query.status) base = base.where("status", "=", query.status);
  const page = await readCursorPage(base, query, (row) => row);
  const idsOf = await commissionIdsOf(page.data.map((row) => row.id));
  return { ...page, data: page.data.map((row) => toApiPayout(row, idsOf.get(row.id) ?? [])) };
}

/** Each payout request's commission ids, oldest first. */
async function commissionIdsOf(payoutIds: string[]): Promise<Map<string, string[]>> {
  const idsOf = new Map<string, string[]>();
  if (payoutIds.length === 0) return idsOf;
  const db = await getDb();
  const lines = await db
    .selectFrom("commissions")
    .select(["id", "payout_request_id"])
    .where("payout_request_id", "in", payoutIds)
    .orderBy("created_at", "asc")
    .orderBy("id", "asc")
    .execute();
  for (const line of lines) {
    const payoutId = line.payout_request_id!;
    idsOf.set(payoutId, [...(idsOf.get(payoutId) ?? []), line.id]);
  }
  return idsOf;
}
