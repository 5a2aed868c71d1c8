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
export async function enqueueMail(
  trx: Transaction<Database> | Kysely<Database>,
  message: MailMessage,
): Promise<string> {
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
/** How long a claimed message is reserved for one sender; longer than one send can take. */
export const LOCK_MS = 2 * 60_000;

/** Delay before attempt n+1: 5 s, 10 s, 20 s ... capped at one hour, with jitter. */
export function retryDelayMs(attempts: number): number {
  const base = Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
  return Math.round(base * (0.8 + Math.random() * 0.4));
}

type Claimed = Awaited<ReturnType<typeof claimDue>>[number];

/**
 * Sends every due message once. Messages are claimed with a lease first (`FOR UPDATE SKIP
 * LOCKED` on PostgreSQL), and each lease is renewed just before its send, so several
 * instances never send one message twice. A temporary failure records the error and
 * schedules a retry with backoff; a permanent rejection (SMTP 5xx) marks it failed;
 * nothing is ever dropped. When the server itself is unreachable, the rest of the batch
 * is rescheduled without trying, so a dead server costs one connection attempt per run.
 */
export async function deliverDueMail(send: SendMail = sendMail): Promise<{ sent: number; failed: number }> {
  const db = await getDb();
  const dialect = await getDialect();
  let sent = 0;
  let failed = 0;
  for (;;) {
    const batch = await claimDue(db, dialect === "postgres");
    let unreachable: unknown = null;
    for (const row of batch) {
      if (unreachable) {
        await recordFailure(db, row, unreachable);
        failed += 1;
        continue;
      }
      if (!(await renewLease(db, row))) continue;
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
        await recordFailure(db, row, error);
        failed += 1;
        if (isServerUnreachable(error)) unreachable = error;
      }
    }
    if (unreachable || batch.length < BATCH) return { sent, failed };
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

/**
 * Extends this sender's lease on `row` to a full LOCK_MS from now. False when the lease
 * ran out while earlier messages of the batch were sending and another sender took it.
 */
async function renewLease(db: Kysely<Database>, row: Claimed): Promise<boolean> {
  const lease = new Date(Date.now() + LOCK_MS).toISOString();
  const result = await db
    .updateTable("outbox")
    .set({ locked_until: lease })
    .where("id", "=", row.id)
    .where("status", "=", "sending")
    .where("locked_until", "=", row.locked_until)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  row.locked_until = lease;
  return true;
}

async function recordFailure(db: Kysely<Database>, row: Claimed, error: unknown): Promise<void> {
  const attempts = row.attempts + 1;
  const message = error instanceof Error ? error.message.slice(0, 1000) : String(error);
  await db
    .updateTable("outbox")
    .set({
      status: isPermanentRejection(error) ? "failed" : "pending",
      attempts,
      last_error: message,
      next_attempt_at: new Date(Date.now() + retryDelayMs(attempts)).toISOString(),
      locked_until: null,
    })
    .where("id", "=", row.id)
    .execute();
}

// nodemailer's error codes for a server that cannot be reached or talked to at all.
const UNREACHABLE_CODES = new Set(["ECONNECTION", "ETIMEDOUT", "ESOCKET", "EDNS", "EAUTH", "ECONNREFUSED"]);

function isServerUnreachable(error: unknown): boolean {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  return (typeof code === "string" && UNREACHABLE_CODES.has(code)) || responseCode === 421;
}

/** SMTP 5xx (for example 550, no such mailbox): trying again would only be refused again. */
function isPermanentRejection(error: unknown): boolean {
  const { responseCode } = (error ?? {}) as { responseCode?: unknown };
  return (
    typeof responseCode === "number" &&
    responseCode >= 500 &&
    responseCode < 600 &&
    !isServerUnreachable(error)
  );
}

/** Makes a message due now, a failed one included (the console's "retry now"). */
export async function retryMailNow(id: string): Promise<void> {
  const db = await getDb();
  await db
    .updateTable("outbox")
    .set({ status: "pending", next_attempt_at: new Date().toISOString(), locked_until: null })
    .where("id", "=", id)
    .where("status", "!=", "sent")
    .execute();
}
