// GET /api/auth/two-factor: whether the signed-in user has two-factor authentication on, and how many recovery codes are left.
import { withUser } from "@/lib/api/session";
import { twoFactorStatus } from "@/lib/server/auth/two-factor";

export const GET = withUser({}, async ({ auth }) => ({
  success: true,
  ...(await twoFactorStatus(auth.user.id)),
}));
