// GET /api/v1/payouts: payout requests by last change; team keys, payouts:read.
import { parseApiQuery, withApiKey } from "@/lib/api/api-key";
import { apiListQueries } from "@/lib/api/api-v1";
import { listApiPayouts } from "@/lib/server/payouts/api-reads";

export const GET = withApiKey({ scope: "payouts:read", caller: "team" }, async ({ request }) => ({
  ...(await listApiPayouts(parseApiQuery(apiListQueries.payouts, request))),
}));
