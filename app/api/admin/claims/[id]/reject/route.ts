// POST /api/admin/claims/{id}/reject: rejects a pending claim with a reason, which is emailed to the applicant.
import { withAdmin } from "@/lib/api/session";
import { rejectClaim } from "@/lib/server/claims/console";
import { reasonSchema } from "@/lib/validation/admin";

export const POST = withAdmin({ body: reasonSchema }, async ({ params, body, auth }) => ({
  success: true,
  claim: await rejectClaim(params.id ?? "", body.reason, auth.user.id),
}));
