// GET /api/partners/account/export: the signed-in partner's company data as one JSON download (no secrets, no other company).
import { jsonDownload } from "@/lib/api/json-download";
import { withPartner } from "@/lib/api/session";
import { exportCompanyData } from "@/lib/server/privacy/company-export";
import { HOUR_MS } from "@/lib/time";

export const GET = withPartner(
  {
    // The company's commissions and payouts are in it: the roles that may see earnings.
    permission: "earnings:read",
    // A download, but personal data: a cross-site fetch (which sends its Origin) is refused.
    checkOrigin: true,
    rateLimit: {
      name: "privacy:company-export",
      limit: 10,
      windowMs: HOUR_MS,
      message: "Too many exports. Please try again later.",
    },
  },
  async ({ auth }) =>
    jsonDownload(
      await exportCompanyData(auth.partnerId, auth.user.id),
      `partner-data-${new Date().toISOString().slice(0, 10)}.json`,
    ),
);
