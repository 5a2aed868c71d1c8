import "server-only";
import type { Selectable } from "kysely";
import { getDb } from "@/lib/server/db";
import type { PayoutRequestsTable } from "@/lib/server/db/schema/commissions";
import { cursorFilter, cursorPage } from "@/lib/server/db/cursor";
import { minorFromDb, toMajor } from "@/lib/money";
import type { ApiListQuery } from "@/lib/validation/api";
import type { ApiPayout } from "@/lib/validation/api-resources";

// Payout requests as /api/v1 reads them (a team key's scope) and webhooks carry them.

export function toApiPayout(row: Selectable<PayoutRequestsTable>): ApiPayout {
  return {
    id: row.id,
    partnerId: row.partner_id,
    amount: toMajor(minorFromDb(row.amount_minor), row.currency),
    currency: row.currency,
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
  return cursorPage(rows, query.limit, toApiPayout);
}
