// GET /api/admin/claims: partnership claims, newest first (?status=pending|approved|rejected&search=&page=&pageSize=).
import { parseQuery, withAdmin } from "@/lib/api/session";
import { listClaims } from "@/lib/server/admin/claim-review";
import { listQuerySchema } from "@/lib/validation/admin";

export const GET = withAdmin({}, async ({ request }) => ({ success: true, ...(await listClaims(parseQuery(listQuerySchema, request))) }));
