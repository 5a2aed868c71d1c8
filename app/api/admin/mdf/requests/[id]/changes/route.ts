// POST /api/admin/mdf/requests/{id}/changes: asks the partner to change the request, saying what `{ reason
// }`.
import { withAdmin } from "@/lib/api/session";
import { decideMdfRequest } from "@/lib/server/mdf/console";
import { mdfReasonSchema } from "@/lib/validation/mdf";

export const POST = withAdmin({ body: mdfReasonSchema }, async ({ params, body, auth }) => ({
  success: true,
  request: await decideMdfRequest(
    params.id ?? "",
    { kind: "changes_requested", reason: body.reason },
    { userId: auth.user.id },
  ),
}));
