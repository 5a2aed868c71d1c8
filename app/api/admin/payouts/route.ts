// GET /api/admin/payouts: payout requests (?status=requested|paid&search=&page=&pageSize=), open ones oldest first.
// An unknown status is a 400 rather than every request.
import { parseWith } from "@/lib/api/handler";
import { withAdmin } from "@/lib/api/session";
import { parseListQuery } from "@/lib/server/admin/pagination";
import { listPayouts } from "@/lib/server/admin/payouts";
import { firstParam } from "@/lib/validation/admin";
import { payoutListFilterSchema } from "@/lib/validation/deals";

export const GET = withAdmin({}, async ({ request }) => {
  const params = request.nextUrl.searchParams;
  const { status } = parseWith(payoutListFilterSchema, { status: firstParam(params, "status") });
  return { success: true, ...(await listPayouts({ ...parseListQuery(params), status })) };
});
