// GET /api/admin/outbox?view=waiting|failing|sent&page=&q=: outbox messages with their last error (admins only).
import { withAdmin } from "@/lib/api/session";
import { countOutboxViews, listOutbox } from "@/lib/server/mail/console";
import { parseListQuery } from "@/lib/server/db/pagination";
import { firstParam, outboxViews, parseChoice } from "@/lib/validation/admin";

export const GET = withAdmin({}, async ({ request }) => {
  const params = request.nextUrl.searchParams;
  const view = parseChoice(outboxViews, firstParam(params, "view"));
  const [page, counts] = await Promise.all([listOutbox(view, parseListQuery(params)), countOutboxViews()]);
  return { success: true, view, counts, ...page };
});
