// GET /api/admin/webhooks/{id}/deliveries: the endpoint's delivery log, newest first (status, time, response code).
import { withAdmin } from "@/lib/api/session";
import { listWebhookDeliveries } from "@/lib/server/webhooks/endpoints";

export const GET = withAdmin({}, async ({ params }) => ({
  success: true,
  deliveries: await listWebhookDeliveries(params.id ?? ""),
}));
