import "server-only";
import type { Selectable } from "kysely";
import { minorFromDb, toMajor } from "@/lib/money";
import type { CommissionsTable } from "@/lib/server/db/schema/commissions";
import type { Commission } from "@/lib/validation/commissions";

// A commission row to the dashboard's shape. It keeps the `_id` names the portal reads;
// money leaves the ledger's minor units here (PostgreSQL returns bigint as text: minorFromDb).

export function toCommissionDto(
  row: Selectable<CommissionsTable> & { customer_name: string | null },
): Commission {
  return {
    _id: row.id,
    dealId:
      row.deal_id && row.customer_name !== null
        ? { _id: row.deal_id, customerName: row.customer_name }
        : null,
    amount: toMajor(minorFromDb(row.amount_minor), row.currency),
    currency: row.currency,
    rate: Number(row.rate),
    tier: row.tier,
    status: row.status,
    payoutDate: row.payout_date,
    paymentReference: row.payment_reference,
    createdAt: row.created_at,
    // A paid commission's payout statement (GET /api/partners/payouts/{id}/statement).
    payoutRequestId: row.payout_request_id,
    statementUrl:
      row.status === "paid" && row.payout_request_id
        ? `/api/partners/payouts/${row.payout_request_id}/statement`
        : null,
  };
}
