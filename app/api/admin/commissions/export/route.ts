// GET /api/admin/commissions/export?status=&partnerId=&q=: every matching commission as a CSV download.
import { withAdmin } from "@/lib/api/session";
import { parseListQuery } from "@/lib/server/admin/pagination";
import { commissionsCsvStream, csvDownload } from "@/lib/server/payouts/commissions-csv";

export const GET = withAdmin({}, async ({ request }) => {
  const { q, status } = parseListQuery(request.nextUrl.searchParams);
  const partnerId = request.nextUrl.searchParams.get("partnerId")?.slice(0, 64) || undefined;
  return csvDownload(commissionsCsvStream({ q, status: status && status !== "all" ? status : undefined, partnerId }), "commissions-all");
});
