// POST /api/admin/outbox/{id}/retry: sends a waiting or failing message now (admins only).
import { withAdmin } from "@/lib/api/session";
import { outboxMessages, retryOutboxMessage } from "@/lib/server/mail/console";

export const POST = withAdmin({}, async ({ params, auth }) => {
  await retryOutboxMessage(params.id ?? "", auth.user.id);
  return { success: true, message: outboxMessages.retried };
});
