// GET /api/partners/api-keys: the company's API keys; owner and admin only.
// POST /api/partners/api-keys: creates a company key { name, scopes } (deals and referrals scopes); shown once.
import { apiKeyChangesPerAddress } from "@/lib/api/api-v1";
import { withPartner } from "@/lib/api/session";
import { createApiKey, listApiKeys } from "@/lib/server/api-keys/keys";
import { partnerApiKeySchema } from "@/lib/validation/api";

// The list is a read: the key changes' per-address budget counts only what writes.
export const GET = withPartner({ permission: "team:manage" }, async ({ auth }) => ({
  success: true,
  apiKeys: await listApiKeys({ partnerId: auth.partnerId }),
}));

export const POST = withPartner(
  { permission: "team:manage", body: partnerApiKeySchema, rateLimit: apiKeyChangesPerAddress },
  async ({ auth, body }) =>
    Response.json(
      { success: true, ...(await createApiKey({ partnerId: auth.partnerId }, body, auth.user.id)) },
      { status: 201, headers: { "Cache-Control": "private, no-store" } },
    ),
);
