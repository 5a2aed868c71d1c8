// GET /api/partners/commissions/export: the partner's commissions as a CSV download (RFC 4180, formula-safe cells).
import { withPartner } from "@/lib/api/session";
import { commissionsCsvStream, csvDownload } from "@/lib/server/commissions/export";

export const GET = withPartner({ permission: "earnings:read" }, async ({ auth }) =>
  csvDownload(commissionsCsvStream({ partnerId: auth.partnerId }), "commissions"),
);
