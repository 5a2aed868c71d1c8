import "server-only";
import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db";
import { addNotifications } from "../notifications/inbox";
import { Composer } from "./compose";
import type { EmailContent } from "./templates/content";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** What produced the message, for example "contact:notification". */
  kind: string;
  /** The row it belongs to, for example the enquiry's id. */
  refId?: string;
  /**
   * The partner user's notification in the portal for the same event (`kind` is the
   * mail's). Written whether or not their preferences let the email go.
   */
  notify?: { userId: string; message: string; link: string };
  /** What the message says: when set, both parts are rendered from it (see ./templates). */
  content?: EmailContent;
}

/**
 * How urgent a message is. The sender takes due `security` mail first (one-time codes,
 * email verification, password reset, registration and invitation links, sign-in
 * notices), then `transactional` (decisions, deal and payout updates, confirmations of a
 * partner's own action), then `bulk` (enquiry notifications and confirmations,
 * announcements), so a burst of bulk mail never holds a code back.
 */
export type MailPriority = "security" | "transactional" | "bulk";

/** Stored as a number: ordering by it is ordering by urgency. */
export const PRIORITY_RANK: Record<MailPriority, number> = { security: 0, transactional: 1, bulk: 2 };
export const ALL_CLASSES = Object.keys(PRIORITY_RANK) as MailPriority[];

/**
 * Adds a message to the outbox inside the caller's transaction, so the message exists
 * exactly when the change that caused it does. Call `kickMailSender()` after commit.
 * A partner notification whose toggle its recipient turned off (Settings; the rule by
 * `kind` is in lib/server/notifications/preferences.ts) is not queued: null then. A message
 * with `notify` also writes the portal notification, in the same transaction, whatever
 * the toggle says. A message with `content` is rendered here, with its footer and headers
 * (./compose.ts).
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
  const composer = new Composer(trx);
  for (const message of messages) {
    const composed = await composer.compose(message, priority);
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
