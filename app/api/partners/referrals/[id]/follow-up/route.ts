// POST /api/partners/referrals/{id}/follow-up: sends the programme team a note; one per referral per 24 hours (else 429).
import { withPartner } from "@/lib/api/session";
import { referralActor, referralFollowUpLimit } from "@/lib/api/partner-referrals";
import { followUpReferral } from "@/lib/server/referrals/follow-up-referral";
import { referralFollowUpSchema } from "@/lib/validation/referrals";

export const POST = withPartner(
  { permission: "referrals:write", body: referralFollowUpSchema, rateLimit: referralFollowUpLimit },
  async ({ auth, body, params }) => ({
    success: true,
    referral: await followUpReferral(referralActor(auth), params.id ?? "", body.note),
  }),
);
