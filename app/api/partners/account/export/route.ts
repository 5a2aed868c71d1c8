// GET /api/partners/account/export: the signed-in partner's company data as a zip (README.txt, data.json, a CSV per table; no secrets, no other company).
import { withPartner } from "@/lib/api/session";
import { exportCompanyData } from "@/lib/server/privacy/company-export";
import { exportZip, zipDownload } from "@/lib/server/privacy/readable-export";
import { HOUR_MS } from "@/lib/time";

export const GET = withPartner(
  {
    // Payout details and tax forms (masked) are in it: the owners and finance people.
    permission: "payout-details:manage",
    // A download, but personal data: a cross-site fetch (which sends its Origin) is refused.
    checkOrigin: true,
    rateLimit: {
      name: "privacy:company-export",
      limit: 10,
      windowMs: HOUR_MS,
      message: "Too many exports. Please try again later.",
    },
  },
  async ({ auth }) => {
    const document = await exportCompanyData(auth.partnerId, auth.user.id);
    return zipDownload(exportZip(document), `company-data-${document.exportedAt.slice(0, 10)}.zip`);
  },
);
