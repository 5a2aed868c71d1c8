// POST /api/admin/partners/{id}/two-factor-reset: turns two-factor authentication off for the partner's users (audited; each user is emailed).
import { withAdmin } from "@/lib/api/session";
import { resetPartnerTwoFactor } from "@/lib/server/auth/two-factor-reset";

export const POST = withAdmin({}, async ({ params, auth }) => ({
  success: true,
  ...(await resetPartnerTwoFactor(params.id ?? "", auth.user.id)),
}));
