// POST /api/admin/payouts/{id}/paid: marks a payout request paid with the payment's reference and date; its commissions become paid.
import { withAdmin } from "@/lib/api/session";
import { markPayoutPaid } from "@/lib/server/payouts/console";
import { payoutPaidSchema } from "@/lib/validation/payouts";

export const POST = withAdmin({ body: payoutPaidSchema }, async ({ params, body, auth }) => ({
  success: true,
  payout: await markPayoutPaid(params.id ?? "", body, auth.user.id),
}));
