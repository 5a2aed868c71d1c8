// GET /api/v1/mdf-requests: market development fund requests by last change (a partner key: its company's);
// mdf:read.
import { parseApiQuery, withApiKey } from "@/lib/api/api-key";
import { apiListQueries } from "@/lib/api/api-v1";
import { listApiMdfRequests } from "@/lib/server/mdf/api-reads";

export const GET = withApiKey({ scope: "mdf:read" }, async ({ request, caller }) => ({
  ...(await listApiMdfRequests(caller, parseApiQuery(apiListQueries.mdfrequests, request))),
}));
