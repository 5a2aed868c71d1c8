// GET /api/v1/deals/{id}: one deal (another company's is not found for a partner key); deals:read.
// PATCH /api/v1/deals/{id}: sets an approved deal's stage, as the console does; team keys, deals:write.
import { withApiKey } from "@/lib/api/api-key";
import { getApiDeal } from "@/lib/server/deals/api-reads";
import { setDealStage } from "@/lib/server/deals/console-stage";
import { dealStageSchema } from "@/lib/validation/deals";

export const GET = withApiKey({ scope: "deals:read" }, async ({ params, caller }) => ({
  data: await getApiDeal(caller, params.id ?? ""),
}));

export const PATCH = withApiKey(
  { scope: "deals:write", caller: "team", body: dealStageSchema },
  async ({ params, caller, body }) => {
    await setDealStage(params.id ?? "", body.stage, { actorUserId: caller.createdBy });
    return { data: await getApiDeal(caller, params.id ?? "") };
  },
);
