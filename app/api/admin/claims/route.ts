// GET /api/admin/claims: partnership claims (?status=pending|approved|rejected&search=&page=&pageSize=); the console's Claims page reads the same list.
import { withAdmin } from "@/lib/api/session";
import { listClaims } from "@/lib/server/claims/console";
import { parseListQuery } from "@/lib/server/db/pagination";
import { claimListQuerySchema } from "@/lib/validation/admin";

export const GET = withAdmin({}, async ({ request }) => {
  return {
    success: true,
    ...(await listClaims(parseListQuery(request.nextUrl.searchParams, claimListQuerySchema))),
  };
});
