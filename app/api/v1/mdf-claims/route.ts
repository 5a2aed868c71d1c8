// GET /api/v1/mdf-claims: market development claims by last change (a partner key: its company's); mdf:read.
import { parseApiQuery, withApiKey } from "@/lib/api/api-key";
import { apiListQueries } from "@/lib/api/api-v1";
import { listApiMdfClaims } from "@/lib/server/mdf/api-reads";

export const GET = withApiKey({ scope: "mdf:read" }, async ({ request, caller }) => ({
  ...(await listApiMdfClaims(caller, parseApiQuery(apiListQueries.mdfclaims, request))),
}));
