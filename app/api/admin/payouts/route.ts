// GET /api/admin/payouts: payout requests (?status=requested|paid&search=&page=&pageSize=), open ones oldest first; another status is a 400.
import { withAdmin } from "@/lib/api/session";
import { parseListQuery } from "@/lib/server/db/pagination";
import { listPayouts } from "@/lib/server/payouts/console";
import { payoutListQuerySchema } from "@/lib/validation/payouts";

export const GET = withAdmin({}, async ({ request }) => ({
  success: true,
  ...(await listPayouts(parseListQuery(request.nextUrl.searchParams, payoutListQuerySchema))),
}));
