// POST /api/admin/commissions/{id}/approve: approves a pending commission (it then counts towards a payout).
import { withAdmin } from "@/lib/api/session";
import { approveCommission } from "@/lib/server/commissions/console";

export const POST = withAdmin({}, async ({ params, auth }) => ({
  success: true,
  commission: await approveCommission(params.id ?? "", auth.user.id),
}));
