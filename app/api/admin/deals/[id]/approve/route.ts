// POST /api/admin/deals/{id}/approve: approves a pending deal; protection runs DEAL_PROTECTION_DAYS from now.
import { withAdmin } from "@/lib/api/session";
import { approveDeal } from "@/lib/server/deals/console-review";

export const POST = withAdmin({}, async ({ params, auth }) => ({
  success: true,
  deal: await approveDeal(params.id ?? "", { actorUserId: auth.user.id }),
}));
