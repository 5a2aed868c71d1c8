// GET /api/admin/claims/{id}: one claim with its audit trail; opening a pending claim marks it under review for the applicant.
import { Refusal } from "@/lib/refusal";
import { withAdmin } from "@/lib/api/session";
import { listAuditTrail } from "@/lib/server/audit/audit";
import { getClaim, startClaimReview, toClaimDto } from "@/lib/server/claims/console";
import { adminMessages } from "@/lib/validation/admin";

export const GET = withAdmin({}, async ({ params, auth }) => {
  const id = params.id ?? "";
  await startClaimReview(id, auth.user.id);
  const detail = await getClaim(id);
  if (!detail) throw new Refusal(404, adminMessages.notFound);
  const audit = await listAuditTrail("claim", id);
  return { success: true, claim: { ...toClaimDto(detail.claim), audit: audit.items } };
});
