// POST /api/admin/outbox/{id}/retry: sends a waiting or failing message now (admins only).
import { withHandler } from "@/lib/api/handler";
import { requireAdmin } from "@/lib/server/auth/guards";
import { outboxMessages, retryOutboxMessage } from "@/lib/server/console/outbox";

export const POST = withHandler({}, async ({ request, params }) => {
  const { user } = await requireAdmin(request);
  await retryOutboxMessage(params.id ?? "", user.id);
  return { success: true, message: outboxMessages.retried };
});
