import "server-only";
import { sql, type Kysely } from "kysely";
import { getDb, getDialect, type Database } from "../db";
import { env } from "../env";
import { htmlOf } from "./compose";
import { ALL_CLASSES, PRIORITY_RANK, type MailPriority } from "./outbox";
import { isPermanentRejection, isServerUnreachable } from "./smtp-errors";
import { sendMail, type SendMail } from "./transport";

// The outbox's sending side: claim due messages under a lease, send them, record the
// outcome. Messages are queued by ./outbox.ts in the transaction of their change.

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
 * Sends every due message once, most urgent class first, with up to `concurrency`
 * messages in flight (SMTP_MAX_CONNECTIONS; the pooled transport keeps that many
 * connections open). Messages are claimed with a lease first, a few at a time (`FOR
 * UPDATE SKIP LOCKED` on PostgreSQL), and each lease is renewed just before its send, so
 * several senders never send one message twice. Each claim takes the due security mail
 * first, so a message queued behind a long bulk queue waits for at most one claimed
 * batch. A temporary failure records the error and schedules a retry with backoff; a
 * permanent rejection (SMTP 5xx) marks it failed; nothing is ever dropped. When the
 * server itself is unreachable, the claimed rest is rescheduled without trying and no
 * more is claimed, so a dead server costs a few connection attempts per run. `classes`
 * is asked before each claim which classes may go now (the sender leaves bulk mail for
 * later while the process is saturated with requests).
 */
export async function deliverDueMail(
  send: SendMail = sendMail,
  concurrency: number = env().SMTP_MAX_CONNECTIONS,
  classes: () => readonly MailPriority[] = () => ALL_CLASSES,
): Promise<{ sent: number; failed: number }> {
  const db = await getDb();
  const postgres = (await getDialect()) === "postgres";
  let sent = 0;
  let failed = 0;
  let unreachable: unknown = null;
  let exhausted = false;
  const claimed: Claimed[] = [];
  let claiming: Promise<void> | undefined;

  // One claim at a time for all workers; a worker that finds nothing claimed waits for it.
  const claimMore = () =>
    (claiming ??= claimDue(
      db,
      postgres,
      classes()
        .map((name) => PRIORITY_RANK[name])
        .sort((a, b) => a - b),
    )
      .then((batch) => {
        claimed.push(...batch);
        if (batch.length < BATCH) exhausted = true;
      })
      .finally(() => (claiming = undefined)));

  const next = async (): Promise<Claimed | undefined> => {
    for (;;) {
      const row = claimed.shift();
      if (row) return row;
      if (exhausted || unreachable) return undefined;
      await claimMore();
    }
  };

  const worker = async () => {
    for (let row = await next(); row; row = await next()) {
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
          html: await htmlOf(row),
          replyTo: row.reply_to,
          headers: row.headers ? (JSON.parse(row.headers) as Record<string, string>) : null,
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
        if (isServerUnreachable(error)) unreachable ??= error;
      }
    }
  };

  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return { sent, failed };
}

// Matches the partial index outbox_pick word for word (a literal, not bound parameters),
// so SQLite and PostgreSQL both see that the index covers the query.
const TO_SEND = sql<boolean>`status in ('pending', 'sending')`;

/** The due messages of one class, oldest due first (exported for the query-plan test). */
export function duePick(db: Kysely<Database>, rank: number, now: string, limit: number) {
  return db
    .selectFrom("outbox")
    .select("id")
    .where(TO_SEND)
    .where("priority", "=", rank)
    .where("next_attempt_at", "<=", now)
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", now)]))
    .orderBy("next_attempt_at")
    .limit(limit);
}

/**
 * Leases up to BATCH due messages: security first, then transactional, then bulk. One
 * range read per class on outbox_pick (priority, next_attempt_at), so the pick costs the
 * same with 100,000 rows queued as with ten, and rows still backing off are never read.
 */
async function claimDue(db: Kysely<Database>, postgres: boolean, ranks: number[]) {
  const now = new Date().toISOString();
  const rows = await db.transaction().execute(async (trx) => {
    const ids: string[] = [];
    for (const rank of ranks) {
      if (ids.length >= BATCH) break;
      let due = duePick(trx, rank, now, BATCH - ids.length);
      if (postgres) due = due.forUpdate().skipLocked();
      ids.push(...(await due.execute()).map((row) => row.id));
    }
    if (ids.length === 0) return [];
    return trx
      .updateTable("outbox")
      .set({ status: "sending", locked_until: new Date(Date.now() + LOCK_MS).toISOString() })
      .where("id", "in", ids)
      .returningAll()
      .execute();
  });
  return rows.sort((a, b) => a.priority - b.priority || a.next_attempt_at.localeCompare(b.next_attempt_at));
}

/** A lease taken this recently still has nearly all of LOCK_MS left: no need to renew it. */
const FRESH_LEASE_MS = 10_000;

/**
 * Makes sure this sender holds `row` for nearly a full LOCK_MS from now. A lease taken in
 * the last FRESH_LEASE_MS is kept as it is (no other sender can take a lease before it
 * runs out, and one write per message is saved); an older one is extended. False when
 * the lease ran out while earlier messages of the batch were sending and another sender
 * took it.
 */
async function renewLease(db: Kysely<Database>, row: Claimed): Promise<boolean> {
  if (row.locked_until && new Date(row.locked_until).getTime() - Date.now() > LOCK_MS - FRESH_LEASE_MS)
    return true;
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
