// GET /api/admin/partners: partner companies, newest first (?search=&status=&page=&pageSize=); the console's Partners page reads the same list.
import { withAdmin } from "@/lib/api/session";
import { parseListQuery } from "@/lib/server/db/pagination";
import { partnerListQuerySchema } from "@/lib/validation/admin";
import { listPartners } from "@/lib/server/partners/console";

export const GET = withAdmin({}, async ({ request }) => ({
  success: true,
  ...(await listPartners(parseListQuery(request.nextUrl.searchParams, partnerListQuerySchema))),
}));
