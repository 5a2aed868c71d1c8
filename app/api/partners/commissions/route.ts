// GET /api/partners/commissions: the partner's commissions with their deal's customer name; 401 without a session.
import { withPartner } from "@/lib/api/session";
import { listCommissions } from "@/lib/server/commissions/partner";

export const GET = withPartner({}, async ({ auth }) => ({ success: true, commissions: await listCommissions(auth.partnerId) }));
