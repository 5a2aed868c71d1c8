// POST /api/admin/payout-runs/{id}/paid: marks the run paid { paymentReference, payoutDate }: every request in it is paid with them.
import { withAdmin } from "@/lib/api/session";
import { markPayoutRunPaid } from "@/lib/server/payouts/runs";
import { payoutPaidSchema } from "@/lib/validation/payouts";

export const POST = withAdmin({ body: payoutPaidSchema }, async ({ params, body, auth }) => ({
  success: true,
  run: await markPayoutRunPaid(params.id ?? "", body, auth.user.id),
}));
