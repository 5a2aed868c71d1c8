// GET /api/admin/payout-runs: payout runs, newest first, with their number of requests.
// POST /api/admin/payout-runs: takes open payout requests { requestIds } into a new run (409 if one is taken or held).
import { withAdmin } from "@/lib/api/session";
import { createPayoutRun, listPayoutRuns } from "@/lib/server/payouts/runs";
import { payoutRunSchema } from "@/lib/validation/payout-runs";

export const GET = withAdmin({}, async () => ({ success: true, runs: await listPayoutRuns() }));

export const POST = withAdmin({ body: payoutRunSchema }, async ({ body, auth }) =>
  Response.json(
    { success: true, run: await createPayoutRun(body.requestIds, auth.user.id) },
    { status: 201, headers: { "Cache-Control": "private, no-store" } },
  ),
);
