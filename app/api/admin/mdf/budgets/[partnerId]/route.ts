// GET /api/admin/mdf/budgets/{partnerId}: the partner's budget for ?quarter= (default: this quarter).
// POST /api/admin/mdf/budgets/{partnerId}: the partner's own allocation for a quarter, or a one-off top-up,
// with
// a reason (audited); an allocation below what the quarter already holds is refused (409).
import { parseQuery, withAdmin } from "@/lib/api/session";
import { setMdfAllocation } from "@/lib/server/mdf/console";
import { consolePartnerBudget } from "@/lib/server/mdf/console-reads";
import { mdfAllocationSchema, mdfBudgetQuerySchema } from "@/lib/validation/mdf";

export const GET = withAdmin({}, async ({ params, request }) => ({
  success: true,
  budget: await consolePartnerBudget(
    params.partnerId ?? "",
    parseQuery(mdfBudgetQuerySchema, request).quarter,
  ),
}));

export const POST = withAdmin({ body: mdfAllocationSchema }, async ({ params, body, auth }) => ({
  success: true,
  budget: await setMdfAllocation(params.partnerId ?? "", body, { userId: auth.user.id }),
}));
