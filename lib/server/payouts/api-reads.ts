import "server-only";
import type { Selectable } from "kysely";
import { getDb } from "@/lib/server/db";
import type { PayoutRequestsTable } from "@/lib/server/db/schema/commissions";
import { cursorFilter, cursorPage } from "@/lib/server/db/cursor";
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

export async function listApiPayouts(query: ApiListQuery) {
  const db = await getDb();
  let base = db.selectFrom("payout_requests").selectAll();
  if (query.status === "requested" || query.status === "paid") base = base.where("status", "=", query.status);
  for (const filter of cursorFilter({ updated: "updated_at", id: "id" }, query)) base = base.where(filter);
  const rows = await base
    .orderBy("updated_at", "asc")
    .orderBy("id", "asc")
    .limit(query.limit + 1)
    .execute();
  const named =
    rows.length === 0
      ? []
      : await db
          .selectFrom("commissions")
          .select(["id", "payout_request_id"])
          .where(
            "payout_request_id",
            "in",
            rows.map((row) => row.id),
          )
          .orderBy("created_at", "asc")
          .orderBy("id", "asc")
          .execute();
  const idsOf = new Map<string, string[]>();
  for (const line of named)
    idsOf.set(line.payout_request_id!, [...(idsOf.get(line.payout_request_id!) ?? []), line.id]);
  return cursorPage(rows, query.limit, (row) => toApiPayout(row, idsOf.get(row.id) ?? []));
}
