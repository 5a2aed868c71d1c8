// GET /api/partners/commissions: the partner's commissions with their deal's customer name, and the figures of its cards (the summary's); 401 without a session.
import { withPartner } from "@/lib/api/session";
import { commissionSummary } from "@/lib/server/commissions/figures";
import { listCommissions } from "@/lib/server/commissions/partner";

export const GET = withPartner({ permission: "earnings:read" }, async ({ auth }) => ({
  success: true,
  commissions: await listCommissions(auth.partnerId),
  summary: await commissionSummary(auth.partnerId),
}));
