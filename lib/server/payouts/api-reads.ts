import "server-only";
import type { Selectable } from "kysely";
import { getDb } from "@/lib/server/db";
import type { PayoutRequestsTable } from "@/lib/server/db/schema/commissions";
import { readCursorPage } from "@/lib/server/db/cursor";
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
  return readCursorPage(base, query, toApiPayout);
}
