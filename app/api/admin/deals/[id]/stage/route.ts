// POST /api/admin/deals/{id}/stage: sets an approved deal's stage; closed won creates its commission (pending).
import { withAdmin } from "@/lib/api/session";
import { setDealStage } from "@/lib/server/deals/console-stage";
import { dealStageSchema } from "@/lib/validation/deals";

export const POST = withAdmin({ body: dealStageSchema }, async ({ params, body, auth }) => ({
  success: true,
  ...(await setDealStage(params.id ?? "", body.stage, { actorUserId: auth.user.id })),
}));
