import "server-only";
import type { Selectable } from "kysely";
import type { CommissionsTable } from "@/lib/server/db/partner-schema";
import type { Commission } from "@/lib/types/commissions";

// A commission row to the dashboard's shape. It keeps the `_id` names the portal reads;
// PostgreSQL returns sums and counts as strings, hence Number().

export function toCommissionDto(
  row: Selectable<CommissionsTable> & { customer_name: string | null },
): Commission {
  return {
    _id: row.id,
    dealId:
      row.deal_id && row.customer_name !== null
        ? { _id: row.deal_id, customerName: row.customer_name }
        : null,
    amount: Number(row.amount),
    rate: Number(row.rate),
    status: row.status,
    payoutDate: row.payout_date,
    paymentReference: row.payment_reference,
    createdAt: row.created_at,
  };
}
