// GET /api/admin/payouts/{id}/statement: any paid payout as the partner's PDF statement (409 before payment).
import { withAdmin } from "@/lib/api/session";
import { statementResponse } from "@/lib/server/payouts/statement";

export const GET = withAdmin({}, async ({ params }) => statementResponse(params.id ?? ""));
