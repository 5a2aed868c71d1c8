// GET /api/admin/commissions/export?status=&partnerId=&q= (or search=): every matching commission as a CSV download.
// A filter that cannot be applied (unknown status, partner id or search too long) is a 400, never a wider export.
import { parseWith } from "@/lib/validation/parse";
import { withAdmin } from "@/lib/api/session";
import { firstParam, listQueryInput } from "@/lib/validation/admin";
import { commissionExportQuerySchema } from "@/lib/validation/commissions";
import { isCommissionStatus } from "@/lib/validation/commission-options";
import { commissionsCsvStream, csvDownload } from "@/lib/server/commissions/export";

export const GET = withAdmin({}, async ({ request }) => {
  const params = request.nextUrl.searchParams;
  const { q, status, partnerId } = parseWith(commissionExportQuerySchema, {
    ...listQueryInput(params),
    partnerId: firstParam(params, "partnerId"),
  });
  return csvDownload(
    commissionsCsvStream({ q, status: status && isCommissionStatus(status) ? status : undefined, partnerId }),
    "commissions-all",
  );
});
