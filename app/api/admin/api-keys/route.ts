// GET /api/admin/api-keys: the team's API keys (name, prefix, scopes, created, last used, revoked).
// POST /api/admin/api-keys: creates a team key { name, scopes }; the answer is the only time the key is shown.
import { withAdmin } from "@/lib/api/session";
import { createApiKey, listApiKeys } from "@/lib/server/api-keys/keys";
import { teamApiKeySchema } from "@/lib/validation/api";

export const GET = withAdmin({}, async () => ({
  success: true,
  apiKeys: await listApiKeys({ partnerId: null }),
}));

export const POST = withAdmin({ body: teamApiKeySchema }, async ({ body, auth }) =>
  Response.json(
    { success: true, ...(await createApiKey({ partnerId: null }, body, auth.user.id)) },
    { status: 201, headers: { "Cache-Control": "private, no-store" } },
  ),
);
