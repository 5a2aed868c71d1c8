// DELETE /api/admin/api-keys/{id}: revokes a team key at once (audited); 409 when already revoked.
import { withAdmin } from "@/lib/api/session";
import { revokeApiKey } from "@/lib/server/api-keys/keys";

export const DELETE = withAdmin({}, async ({ params, auth }) => ({
  success: true,
  apiKey: await revokeApiKey({ partnerId: null }, params.id ?? "", auth.user.id),
}));
