import "server-only";
import type { Kysely } from "kysely";
import { Refusal } from "@/lib/refusal";
import type { ListQuery, OutboxView } from "@/lib/validation/admin";
import { getDb, type Database } from "@/lib/server/db";
import { kickMailSender } from "@/lib/server/mail";
import { recordAudit } from "@/lib/server/audit/audit";
import { deliveryState, type DeliveryState } from "./delivery-state";
import { countValue, mapPage, matchesText, type PageResult, readPage } from "@/lib/server/db/pagination";

// The mail outbox as the team sees it: waiting (not sent, no failed attempt yet, or being
// sent right now), failing (at least one failed attempt, or refused for good) and sent.

export interface OutboxListItem {
  id: string;
  to: string;
  subject: string;
  kind: string;
  refId: string | null;
  state: DeliveryState;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string;
  createdAt: string;
  sentAt: string | null;
}

function inView(db: Kysely<Database>, view: OutboxView, q: string) {
  let query = db.selectFrom("outbox");
  if (view === "sent") query = query.where("status", "=", "sent");
  if (view === "waiting") {
    query = query.where((eb) =>
      eb.or([
        eb("status", "=", "sending"),
        eb.and([eb("status", "=", "pending"), eb("last_error", "is", null)]),
      ]),
    );
  }
  if (view === "failing") {
    query = query.where((eb) =>
      eb.or([
        eb("status", "=", "failed"),
        eb.and([eb("status", "=", "pending"), eb("last_error", "is not", null)]),
      ]),
    );
  }
  if (q) query = query.where(matchesText(["to_address", "subject", "kind"], q));
  return query;
}

export async function listOutbox(
  view: OutboxView,
  { page, pageSize, q }: ListQuery,
): Promise<PageResult<OutboxListItem>> {
  const db = await getDb();
  const rows = await readPage(inView(db, view, q), { page, pageSize }, (messages) =>
    messages
      .select([
        "id",
        "to_address",
        "subject",
        "kind",
        "ref_id",
        "status",
        "attempts",
        "last_error",
        "next_attempt_at",
        "created_at",
        "sent_at",
      ])
      .orderBy(view === "sent" ? "sent_at" : "created_at", "desc")
      .orderBy("id", "desc"),
  );
  return mapPage(rows, (row) => ({
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    kind: row.kind,
    refId: row.ref_id,
    state: deliveryState(row),
    attempts: Number(row.attempts),
    lastError: row.last_error,
    nextAttemptAt: row.next_attempt_at,
    createdAt: row.created_at,
    sentAt: row.sent_at,
  }));
}

export async function countOutboxViews(): Promise<Record<OutboxView, number>> {
  const db = await getDb();
  const counts = await Promise.all(
    (["waiting", "failing", "sent"] as const).map(
      async (view) =>
        [
          view,
          countValue(
            await inView(db, view, "")
              .select((eb) => eb.fn.countAll().as("n"))
              .executeTakeFirst(),
          ),
        ] as const,
    ),
  );
  return Object.fromEntries(counts) as Record<OutboxView, number>;
}

export const outboxMessages = {
  notFound: "Message not found.",
  alreadySent: "This message has already been sent.",
  sending: "This message is being sent right now.",
  retried: "The message will be sent again in a moment.",
} as const;

/**
 * "Retry now": makes a waiting or failing message due at once and wakes the sender. A
 * message that is sent, or leased by a sender at this moment, is left alone: the update
 * only matches pending or failed rows, so a retry can never cause a second send.
 */
export async function retryOutboxMessage(id: string, actorUserId: string): Promise<void> {
  const db = await getDb();
  const updated = await db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable("outbox")
      .set({ status: "pending", next_attempt_at: new Date().toISOString(), locked_until: null })
      .where("id", "=", id)
      .where("status", "in", ["pending", "failed"])
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) {
      await recordAudit(trx, { actorUserId, action: "outbox.retry", entityType: "outbox", entityId: id });
    }
    return Number(result.numUpdatedRows);
  });
  if (updated === 0) {
    const row = await db.selectFrom("outbox").select("status").where("id", "=", id).executeTakeFirst();
    if (!row) throw new Refusal(404, outboxMessages.notFound);
    throw new Refusal(409, row.status === "sent" ? outboxMessages.alreadySent : outboxMessages.sending);
  }
  kickMailSender();
}
