// GET /api/admin/partners: partner companies by name (?search=&status=&page=&pageSize=).
import { parseQuery, withAdmin } from "@/lib/api/session";
import { listPartners } from "@/lib/server/admin/partner-update";
import { listQuerySchema } from "@/lib/validation/admin";

export const GET = withAdmin({}, async ({ request }) => ({ success: true, ...(await listPartners(parseQuery(listQuerySchema, request))) }));
