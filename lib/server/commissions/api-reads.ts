import "server-only";
import type { Selectable } from "kysely";
import { getDb } from "@/lib/server/db";
import type { CommissionsTable } from "@/lib/server/db/schema/commissions";
import { readCursorPage } from "@/lib/server/db/cursor";
import { minorFromDb } from "@/lib/money";
import type { ApiListQuery } from "@/lib/validation/api";
import type { ApiCommission } from "@/lib/validation/api-resources";
import type { CommissionStatus } from "@/lib/validation/commission-options";

// The commission ledger's lines as /api/v1 reads them (a team key's scope).

export function toApiCommission(row: Selectable<CommissionsTable>): ApiCommission {
  return {
    id: row.id,
    partnerId: row.partner_id,
    dealId: row.deal_id,
    amount: minorFromDb(row.amount_minor),
    currency: row.currency,
    rate: Number(row.rate),
    status: row.status,
    payoutRequestId: row.payout_request_id,
    paymentReference: row.payment_reference,
    payoutDate: row.payout_date,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export async function listApiCommissions(query: ApiListQuery<CommissionStatus>) {
  const db = await getDb();
  // Commissions only: market development reimbursements are read at /api/v1/mdf-claims.
  let base = db.selectFrom("commissions").selectAll().where("kind", "=", "commission");
  if (query.status) base = base.where("status", "=", query.status);
  return readCursorPage(base, query, toApiCommission);
}
