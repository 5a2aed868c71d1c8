// GET /api/partners/profile: the signed-in user's profile and company; 401 without a session.
import { withPartner } from "@/lib/api/session";
import { toProfile } from "@/lib/server/partners/profile";

export const GET = withPartner({}, async ({ auth }) => ({
  success: true,
  ...toProfile(auth.user, auth.partner),
}));
