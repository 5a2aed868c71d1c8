// DELETE /api/partners/api-keys/{id}: revokes one of the company's keys at once; owner and admin only.
import { apiKeyChangesPerAddress } from "@/lib/api/api-v1";
import { withPartner } from "@/lib/api/session";
import { revokeApiKey } from "@/lib/server/api-keys/keys";

export const DELETE = withPartner(
  { permission: "team:manage", rateLimit: apiKeyChangesPerAddress },
  async ({ auth, params }) => ({
    success: true,
    apiKey: await revokeApiKey({ partnerId: auth.partnerId }, params.id ?? "", auth.user.id),
  }),
);
