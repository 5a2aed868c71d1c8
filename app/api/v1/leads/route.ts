// GET /api/v1/leads: leads by last change (a partner key: its company's, with the contact only once accepted); leads:read.
import { parseApiQuery, withApiKey } from "@/lib/api/api-key";
import { apiListQueries } from "@/lib/api/api-v1";
import { listApiLeads } from "@/lib/server/leads/api-reads";

export const GET = withApiKey({ scope: "leads:read" }, async ({ request, caller }) => ({
  ...(await listApiLeads(caller, parseApiQuery(apiListQueries.leads, request))),
}));
