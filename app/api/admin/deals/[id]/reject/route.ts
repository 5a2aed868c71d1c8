// POST /api/admin/deals/{id}/reject: rejects a pending deal with a reason the partner sees.
import { withAdmin } from "@/lib/api/session";
import { rejectDeal } from "@/lib/server/deals/console-review";
import { reasonSchema } from "@/lib/validation/admin";

export const POST = withAdmin({ body: reasonSchema }, async ({ params, body, auth }) => ({
  success: true,
  deal: await rejectDeal(params.id ?? "", body.reason, { actorUserId: auth.user.id }),
}));
