// GET /api/admin/commissions: commissions of every partner (?status=pending|approved|processing|paid|all&partnerId=&search=&page=&pageSize=).
import { withAdmin } from "@/lib/api/session";
import { listAllCommissions } from "@/lib/server/admin/commissions";
import { parseListQuery } from "@/lib/server/admin/pagination";

export const GET = withAdmin({}, async ({ request }) => {
  const partnerId = request.nextUrl.searchParams.get("partnerId")?.slice(0, 64) || undefined;
  return { success: true, ...(await listAllCommissions({ ...parseListQuery(request.nextUrl.searchParams), partnerId })) };
});
