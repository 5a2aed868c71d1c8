// POST /api/admin/mdf/claims/{id}/reject: refuses the claim with `{ reason }`; another may come before the
// deadline.
import { withAdmin } from "@/lib/api/session";
import { decideMdfClaim } from "@/lib/server/mdf/console-claims";
import { mdfReasonSchema } from "@/lib/validation/mdf";

export const POST = withAdmin({ body: mdfReasonSchema }, async ({ params, body, auth }) => ({
  success: true,
  claim: await decideMdfClaim(
    params.id ?? "",
    { approve: false, reason: body.reason },
    { userId: auth.user.id },
  ),
}));
