// POST /api/admin/referrals/{id}/status: moves a referral to a team status (audited); the partner is emailed.
import { withAdmin } from "@/lib/api/session";
import { setReferralStatus } from "@/lib/server/referrals/set-referral-status";
import { referralStatusSchema } from "@/lib/validation/referrals";

export const POST = withAdmin({ body: referralStatusSchema }, async ({ params, body, auth }) => ({
  success: true,
  referral: await setReferralStatus(params.id ?? "", body.status, body.note, {
    actorUserId: auth.user.id,
  }),
}));
