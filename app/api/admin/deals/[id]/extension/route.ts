// POST /api/admin/deals/{id}/extension: grants (30 more days) or refuses the partner's extension request.
import { withAdmin } from "@/lib/api/session";
import { decideExtension } from "@/lib/server/deals/console-extension";
import { extensionDecisionSchema } from "@/lib/validation/deals";

export const POST = withAdmin({ body: extensionDecisionSchema }, async ({ params, body, auth }) => ({
  success: true,
  deal: await decideExtension(params.id ?? "", body.decision, body.reason, { actorUserId: auth.user.id }),
}));
