// GET /api/partners/payouts/{id}/statement: the partner's own paid payout as a PDF statement (404 for another's, 409 before payment).
import { withPartner } from "@/lib/api/session";
import { statementResponse } from "@/lib/server/payouts/statement";

export const GET = withPartner({ permission: "earnings:read" }, async ({ params, auth }) =>
  statementResponse(params.id ?? "", auth.partnerId),
);
