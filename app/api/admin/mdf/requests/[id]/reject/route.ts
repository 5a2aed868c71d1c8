// POST /api/admin/mdf/requests/{id}/reject: refuses the request with `{ reason }`; its reservation is freed.
import { withAdmin } from "@/lib/api/session";
import { decideMdfRequest } from "@/lib/server/mdf/console";
import { mdfReasonSchema } from "@/lib/validation/mdf";

export const POST = withAdmin({ body: mdfReasonSchema }, async ({ params, body, auth }) => ({
  success: true,
  request: await decideMdfRequest(
    params.id ?? "",
    { kind: "rejected", reason: body.reason },
    { userId: auth.user.id },
  ),
}));
