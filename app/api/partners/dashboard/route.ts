// GET /api/partners/dashboard: the summary (partner, stats, recent deals, notifications); 401 without a session.
import { withPartner } from "@/lib/api/session";
import { getDashboardSummary } from "@/lib/server/dashboard/summary";

export const GET = withPartner({}, async ({ auth }) => ({
  success: true,
  ...(await getDashboardSummary(auth.partner)),
}));
