// POST /api/admin/webhooks/deliveries/{id}/replay: sends a delivery again now, same id and body; audited.
import { refuseBodyFields } from "@/lib/api/read-body";
import { withAdmin } from "@/lib/api/session";
import { replayWebhookDelivery } from "@/lib/server/webhooks/endpoints";
import { apiMessages } from "@/lib/validation/api";

export const POST = withAdmin({}, async ({ request, params, auth }) => {
  await refuseBodyFields(request, apiMessages.replayFields);
  return { success: true, delivery: await replayWebhookDelivery(params.id ?? "", auth.user.id) };
});
