// GET /api/partners/deals: the partner's deals, newest first; 401 without a session.
import { withPartner } from "@/lib/api/session";
import { listDeals } from "@/lib/server/partner-data/queries";

export const GET = withPartner({}, async ({ auth }) => ({ success: true, deals: await listDeals(auth.partnerId) }));
