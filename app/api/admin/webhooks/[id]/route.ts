// PATCH /api/admin/webhooks/{id}: enables or disables an endpoint { status: "active" | "disabled" }; audited.
// DELETE /api/admin/webhooks/{id}: removes an endpoint and its delivery log; audited.
import { withAdmin } from "@/lib/api/session";
import { deleteWebhookEndpoint, setWebhookEndpointStatus } from "@/lib/server/webhooks/endpoints";
import { webhookStatusSchema } from "@/lib/validation/api";

export const PATCH = withAdmin({ body: webhookStatusSchema }, async ({ params, body, auth }) => ({
  success: true,
  endpoint: await setWebhookEndpointStatus(params.id ?? "", body.status, auth.user.id),
}));

export const DELETE = withAdmin({}, async ({ params, auth }) => {
  await deleteWebhookEndpoint(params.id ?? "", auth.user.id);
  return { success: true };
});
