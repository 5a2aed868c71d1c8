// GET /api/admin/payout-runs/{id}: a payout run with its requests.
import { withAdmin } from "@/lib/api/session";
import { getPayoutRun } from "@/lib/server/payouts/runs";

export const GET = withAdmin({}, async ({ params }) => ({
  success: true,
  run: await getPayoutRun(params.id ?? ""),
}));
