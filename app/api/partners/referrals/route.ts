// GET /api/partners/referrals: the partner's referrals (?registeredBy=me|all); 401 without a session.
// POST /api/partners/referrals: refers a lead (201); 409 when the email was referred by anyone in the last 90 days.
import { parseQuery, withPartner } from "@/lib/api/session";
import { registeredByQuerySchema } from "@/lib/validation/members";
import { referralActor, referralCreationLimit } from "@/lib/api/partner-referrals";
import { createReferral } from "@/lib/server/referrals/refer-lead";
import { listReferrals } from "@/lib/server/referrals/read-referrals";
import { newReferralSchema } from "@/lib/validation/referrals";

export const GET = withPartner({ permission: "referrals:read" }, async ({ auth, request }) => {
  const { registeredBy } = parseQuery(registeredByQuerySchema, request);
  return {
    success: true,
    referrals: await listReferrals(auth.partnerId, registeredBy === "me" ? auth.user.id : undefined),
  };
});

export const POST = withPartner(
  { permission: "referrals:write", body: newReferralSchema, rateLimit: referralCreationLimit },
  async ({ auth, body }) =>
    Response.json(
      { success: true, referral: await createReferral(referralActor(auth), body) },
      { status: 201, headers: { "Cache-Control": "private, no-store" } },
    ),
);
