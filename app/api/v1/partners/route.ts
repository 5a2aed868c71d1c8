// GET /api/v1/partners: partner companies by last change (?status=&updatedSince=&cursor=&limit=); team keys, partners:read.
import { parseApiQuery, withApiKey } from "@/lib/api/api-key";
import { apiListQueries } from "@/lib/api/api-v1";
import { listApiPartners } from "@/lib/server/partners/api-reads";

export const GET = withApiKey({ scope: "partners:read", caller: "team" }, async ({ request }) => ({
  ...(await listApiPartners(parseApiQuery(apiListQueries.partners, request))),
}));
