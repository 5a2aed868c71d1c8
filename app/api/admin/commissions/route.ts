// GET /api/admin/commissions: commissions of every partner (?status=pending|approved|requested|paid|reversed|all&partnerId=&search=&page=&pageSize=).
// An unknown status or a partner id over 64 characters is a 400, not an empty or unfiltered page.
import { parseWith } from "@/lib/validation/parse";
import { withAdmin } from "@/lib/api/session";
import { listAllCommissions } from "@/lib/server/commissions/console";
import { firstParam, listQueryInput } from "@/lib/validation/admin";
import { commissionListQuerySchema } from "@/lib/validation/commissions";

export const GET = withAdmin({}, async ({ request }) => {
  const params = request.nextUrl.searchParams;
  return {
    success: true,
    ...(await listAllCommissions(
      parseWith(commissionListQuerySchema, {
        ...listQueryInput(params),
        partnerId: firstParam(params, "partnerId"),
      }),
    )),
  };
});
