// DELETE /api/partners/api-keys/{id}: revokes one of the company's keys at once; owner and admin only.
import { withPartner } from "@/lib/api/session";
import { revokeApiKey } from "@/lib/server/api-keys/keys";

export const DELETE = withPartner({ permission: "team:manage" }, async ({ auth, params }) => ({
  success: true,
  apiKey: await revokeApiKey({ partnerId: auth.partnerId }, params.id ?? "", auth.user.id),
}));
