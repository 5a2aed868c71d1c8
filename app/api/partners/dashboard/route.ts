// GET /api/partners/dashboard: the summary (partner, stats, recent deals, notifications), without money figures for a role that may not see earnings; 401 without a session.
import { withPartner } from "@/lib/api/session";
import { getDashboardSummary, summaryForRole } from "@/lib/server/dashboard/summary";

export const GET = withPartner({}, async ({ auth }) => ({
  success: true,
  ...summaryForRole(await getDashboardSummary(auth.partner), auth.memberRole),
}));
