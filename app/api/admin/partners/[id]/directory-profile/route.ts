// PUT /api/admin/partners/{id}/directory-profile: hides a company's directory profile with a reason ({ hidden: true, reason }) or shows it again.
import { withAdmin } from "@/lib/api/session";
import { setProfileHidden } from "@/lib/server/directory/console";
import { directoryHideSchema } from "@/lib/validation/directory";

export const PUT = withAdmin({ body: directoryHideSchema }, async ({ auth, params, body }) => {
  const profile = await setProfileHidden({ userId: auth.user.id }, params.id ?? "", body);
  return { success: true, profile };
});
