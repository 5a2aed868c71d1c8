import "server-only";
import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db";
import { addNotifications } from "../notifications/inbox";
import { composeMail } from "./compose";
import { PRIORITY_RANK, type MailMessage, type MailPriority } from "./message";

export { ALL_CLASSES, PRIORITY_RANK, type MailMessage, type MailPriority } from "./message";

/**
 * Adds a message to the outbox inside the caller's transaction, so the message exists
 * exactly when the change that caused it does. Call `kickMailSender()` after commit.
 * A partner notification whose toggle its recipient turned off (Settings; the rule by
 * `kind` is in lib/server/notifications/preferences.ts) is not queued: null then. A message
 * with `notify` also writes the portal notification, in the same transaction, whatever
 * the toggle says. A message with `content` gets its text part, footer and headers here and
 * its HTML part's words, laid out when it is sent (./compose.ts).
 */
export async function enqueueMail(
  trx: Transaction<Database> | Kysely<Database>,
  message: MailMessage,
  priority: MailPriority,
): Promise<string | null> {
  return (await enqueueMails(trx, [message], priority))[0] ?? null;
}

/** enqueueMail for several messages of one priority, in one statement; null for each not queued. */
export async function enqueueMails(
  trx: Transaction<Database> | Kysely<Database>,
  messages: MailMessage[],
  priority: MailPriority,
): Promise<(string | null)[]> {
  await addNotifications(
    trx,
    messages.flatMap(({ notify, kind }) => (notify ? [{ ...notify, kind }] : [])),
  );
  const now = new Date().toISOString();
  const ids: (string | null)[] = [];
  const rows = [];
  for (const message of messages) {
    const composed = await composeMail(trx, message, priority);
    if (!composed) {
      ids.push(null);
      continue;
    }
    const id = randomUUID();
    ids.push(id);
    rows.push({
      id,
      to_address: message.to,
      subject: message.subject,
      text_body: composed.text,
      html_body: composed.html,
      html_content: composed.htmlContent,
      reply_to: composed.replyTo,
      headers: composed.headers ? JSON.stringify(composed.headers) : null,
      kind: message.kind,
      ref_id: message.refId ?? null,
      priority: PRIORITY_RANK[priority],
      status: "pending" as const,
      last_error: null,
      next_attempt_at: now,
      locked_until: null,
      created_at: now,
      sent_at: null,
    });
  }
  if (rows.length) await trx.insertInto("outbox").values(rows).execute();
  return ids;
}
