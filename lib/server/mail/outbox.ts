import "server-only";
import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { getDb, getDialect, type Database } from "../db";
import { sendMail, type SendMail } from "./transport";

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
}

/**
 * Adds a message to the outbox inside the caller's transaction, so the message exists
 * exactly when the change that caused it does. Call `kickMailSender()` after commit.
 */
export async function enqueueMail(trx: Transaction<Database> | Kysely<Database>, message: MailMessage): Promise<string> {
  const id = randomUUID();
  const now = new Date().toISOString();
  await trx
    .insertInto("outbox")
    .values({
      id,
      to_address: message.to,
      subject: message.subject,
      text_body: message.text,
      html_body: message.html ?? null,
      reply_to: message.replyTo ?? null,
      kind: message.kind,
      ref_id: message.refId ?? null,
      status: "pending",
      last_error: null,
      next_attempt_at: now,
      locked_until: null,
      created_at: now,
      sent_at: null,
    })
    .execute();
  return id;
}

const BATCH = 20;
const LOCK_MS = 2 * 60_000;

/** Delay before attempt n+1: 5 s, 10 s, 20 s ... capped at one hour, with jitter. */
export function retryDelayMs(attempts: number): number {
  const base = Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
  return Math.round(base * (0.8 + Math.random() * 0.4));
}

/**
 * Sends every due message once. Each message is claimed with a short lock first
 * (`FOR UPDATE SKIP LOCKED` on PostgreSQL), so several instances never send one twice.
 * A failure records the error and schedules a retry; nothing is ever dropped.
 */
export async function deliverDueMail(send: SendMail = sendMail): Promise<{ sent: number; failed: number }> {
  const db = await getDb();
  const dialect = await getDialect();
  let sent = 0;
  let failed = 0;
  for (;;) {
    const batch = await claimDue(db, dialect === "postgres");
    for (const row of batch) {
      try {
        await send({
          id: row.id,
          to: row.to_address,
          subject: row.subject,
          text: row.text_body,
          html: row.html_body,
          replyTo: row.reply_to,
        });
        await db
          .updateTable("outbox")
          .set({ status: "sent", sent_at: new Date().toISOString(), locked_until: null, last_error: null })
          .where("id", "=", row.id)
          .execute();
        sent += 1;
      } catch (error) {
        const attempts = row.attempts + 1;
        await db
          .updateTable("outbox")
          .set({
            status: "pending",
            attempts,
            last_error: error instanceof Error ? error.message.slice(0, 1000) : String(error),
            next_attempt_at: new Date(Date.now() + retryDelayMs(attempts)).toISOString(),
            locked_until: null,
          })
          .where("id", "=", row.id)
          .execute();
        failed += 1;
      }
    }
    if (batch.length < BATCH) return { sent, failed };
  }
}

async function claimDue(db: Kysely<Database>, postgres: boolean) {
  const now = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    let due = trx
      .selectFrom("outbox")
      .select("id")
      .where("status", "in", ["pending", "sending"])
      .where("next_attempt_at", "<=", now)
      .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", now)]))
      .orderBy("next_attempt_at")
      .limit(BATCH);
    if (postgres) due = due.forUpdate().skipLocked();
    const ids = (await due.execute()).map((row) => row.id);
    if (ids.length === 0) return [];
    return trx
      .updateTable("outbox")
      .set({ status: "sending", locked_until: new Date(Date.now() + LOCK_MS).toISOString() })
      .where("id", "in", ids)
      .returningAll()
      .execute();
  });
}

/** Makes a message due now (the console's "retry now"). */
export async function retryMailNow(id: string): Promise<void> {
  const db = await getDb();
  await db
    .updateTable("outbox")
    .set({ next_attempt_at: new Date().toISOString(), locked_until: null })
    .where("id", "=", id)
    .where("status", "!=", "sent")
    .execute();
}
