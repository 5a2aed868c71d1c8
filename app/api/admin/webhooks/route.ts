// GET /api/admin/webhooks: the webhook endpoints, with their status.
// POST /api/admin/webhooks: registers an endpoint { url, events }; answered once with its signing secret (whsec_...).
import { withAdmin } from "@/lib/api/session";
import { createWebhookEndpoint, listWebhookEndpoints } from "@/lib/server/webhooks/endpoints";
import { webhookEndpointSchema } from "@/lib/validation/api";

export const GET = withAdmin({}, async () => ({
  success: true,
  endpoints: await listWebhookEndpoints(),
}));

export const POST = withAdmin({ body: webhookEndpointSchema }, async ({ body, auth }) =>
  Response.json(
    { success: true, ...(await createWebhookEndpoint(body, auth.user.id)) },
    { status: 201, headers: { "Cache-Control": "private, no-store" } },
  ),
);
