// GET /api/partners/commissions/summary: the partner's commission figures from the ledger (major units and currency).
import { withPartner } from "@/lib/api/session";
import { commissionSummary } from "@/lib/server/commissions/figures";

export const GET = withPartner({ permission: "earnings:read" }, async ({ auth }) => ({
  success: true,
  ...(await commissionSummary(auth.partnerId)),
}));
