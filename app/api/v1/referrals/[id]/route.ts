// GET /api/v1/referrals/{id}: one referral (another company's is not found for a partner key); referrals:read.
// PATCH /api/v1/referrals/{id}: sets a referral's status, as the console does; team keys, referrals:write.
import { withApiKey } from "@/lib/api/api-key";
import { getApiReferral } from "@/lib/server/referrals/api-reads";
import { setReferralStatus } from "@/lib/server/referrals/set-referral-status";
import { referralStatusSchema } from "@/lib/validation/referrals";

export const GET = withApiKey({ scope: "referrals:read" }, async ({ params, caller }) => ({
  data: await getApiReferral(caller, params.id ?? ""),
}));

export const PATCH = withApiKey(
  { scope: "referrals:write", caller: "team", body: referralStatusSchema },
  async ({ params, caller, body }) => {
    await setReferralStatus(params.id ?? "", body.status, body.note, {
      actorUserId: caller.createdBy,
    });
    return { data: await getApiReferral(caller, params.id ?? "") };
  },
);
