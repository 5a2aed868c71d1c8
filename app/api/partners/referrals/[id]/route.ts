// GET /api/partners/referrals/{id}: one of the partner's referrals with its status history (404 for another partner's).
import { withPartner } from "@/lib/api/session";
import { getPartnerReferral } from "@/lib/server/referrals/read-referrals";

export const GET = withPartner({ permission: "referrals:read" }, async ({ auth, params }) => ({
  success: true,
  referral: await getPartnerReferral(auth.partnerId, params.id ?? ""),
}));
