// GET /api/partners/directory-profile: the company's directory profile (made unpublished on first read); owner and admin.
// PUT /api/partners/directory-profile: saves and publishes or unpublishes it; the public pages follow without a rebuild.
import { directoryProfileLimit } from "@/lib/api/partner-leads";
import { withPartner } from "@/lib/api/session";
import { getOwnProfile, saveOwnProfile } from "@/lib/server/directory/partner";
import { directoryProfileSchema } from "@/lib/validation/directory";

export const GET = withPartner({ permission: "team:manage" }, async ({ auth }) => ({
  success: true,
  profile: await getOwnProfile(auth.partnerId),
}));

export const PUT = withPartner(
  { permission: "team:manage", body: directoryProfileSchema, rateLimit: directoryProfileLimit },
  async ({ auth, body }) => {
    const profile = await saveOwnProfile({ partnerId: auth.partnerId, userId: auth.user.id }, body);
    return { success: true, profile };
  },
);
