// GET /api/admin/deals: the deals queue (?status=pending|approved|extension|closed|all|<deal status>&search=&page=&pageSize=), pending first, oldest first; another status is a 400.
import { withAdmin } from "@/lib/api/session";
import { dealQueueQuerySchema, listDealQueue } from "@/lib/server/deals/console-queue";
import { parseListQuery } from "@/lib/server/db/pagination";

export const GET = withAdmin({}, async ({ request }) => ({
  success: true,
  ...(await listDealQueue(parseListQuery(request.nextUrl.searchParams, dealQueueQuerySchema))),
}));
