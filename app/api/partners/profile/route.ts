// GET /api/partners/profile: the signed-in user's profile and company; 401 without a session.
// PATCH: the signed-in user changes their own name, title and phone ({ firstName, lastName, title, phone }).
import { withPartner } from "@/lib/api/session";
import { toProfile, updateOwnProfile } from "@/lib/server/partners/profile";
import { profileChangeLimit } from "@/lib/api/partner-profile";
import { profileMessages, profileUpdateSchema } from "@/lib/validation/profile";

export const GET = withPartner({}, async ({ auth }) => ({
  success: true,
  ...toProfile(auth.user, auth.partner),
}));

export const PATCH = withPartner(
  {
    body: profileUpdateSchema,
    maxBodyBytes: 4 * 1024,
    rateLimit: profileChangeLimit,
  },
  async ({ auth, body }) => {
    const user = await updateOwnProfile(auth.user.id, body);
    return { success: true, message: profileMessages.saved, ...toProfile(user, auth.partner) };
  },
);
