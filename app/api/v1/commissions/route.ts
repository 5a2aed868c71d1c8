// GET /api/v1/commissions: the commission ledger's lines by last change; team keys, commissions:read.
import { parseApiQuery, withApiKey } from "@/lib/api/api-key";
import { apiListQueries } from "@/lib/api/api-v1";
import { listApiCommissions } from "@/lib/server/commissions/api-reads";

export const GET = withApiKey({ scope: "commissions:read", caller: "team" }, async ({ request }) => ({
  ...(await listApiCommissions(parseApiQuery(apiListQueries.commissions, request))),
}));
