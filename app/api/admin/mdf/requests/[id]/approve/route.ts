// POST /api/admin/mdf/requests/{id}/approve: approves in full (no amount) or in part `{ amountMinor }`,
// committing
// it against the partner's budget; the partner is told and the claim deadline set.
import { withAdmin } from "@/lib/api/session";
import { decideMdfRequest } from "@/lib/server/mdf/console";
import { mdfApproveSchema } from "@/lib/validation/mdf";

export const POST = withAdmin({ body: mdfApproveSchema }, async ({ params, body, auth }) => ({
  success: true,
  request: await decideMdfRequest(
    params.id ?? "",
    { kind: "approved", amountMinor: body.amountMinor },
    { userId: auth.user.id },
  ),
}));
