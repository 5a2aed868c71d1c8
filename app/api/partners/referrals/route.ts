// GET /api/partners/referrals: the partner's referrals; 401 without a session.
// POST /api/partners/referrals: refers a lead (201); 409 when the email was referred by anyone in the last 90 days.
import { withPartner } from "@/lib/api/session";
import { referralActor, referralCreationLimit } from "@/lib/api/partner-referrals";
import { createReferral, listReferrals } from "@/lib/server/referrals/partner";
import { newReferralSchema } from "@/lib/validation/referrals";

export const GET = withPartner({ permission: "referrals:read" }, async ({ auth }) => ({
  success: true,
  referrals: await listReferrals(auth.partnerId),
}));

export const POST = withPartner(
  { permission: "referrals:write", body: newReferralSchema, rateLimit: referralCreationLimit },
  async ({ auth, body }) =>
    Response.json(
      { success: true, referral: await createReferral(referralActor(auth), body) },
      { status: 201, headers: { "Cache-Control": "private, no-store" } },
    ),
);
