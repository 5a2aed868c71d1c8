// POST /api/admin/claims/{id}/approve: approves a pending claim and emails the registration link (valid 7 days).
import { withAdmin } from "@/lib/api/session";
import { approveClaim } from "@/lib/server/claims/console";

export const POST = withAdmin({}, async ({ params, auth }) => ({
  success: true,
  ...(await approveClaim(params.id ?? "", auth.user.id)),
}));
