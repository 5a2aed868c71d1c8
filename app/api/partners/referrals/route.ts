// GET /api/partners/referrals: the partner's referrals; 401 without a session.
import { withPartner } from "@/lib/api/session";
import { listReferrals } from "@/lib/server/partner-data/queries";

export const GET = withPartner({}, async ({ auth }) => ({ success: true, referrals: await listReferrals(auth.partnerId) }));
