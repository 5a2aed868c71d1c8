import "server-only";
import { randomUUID } from "node:crypto";
import type { ExpressionBuilder } from "kysely";
import { getDb, type Database } from "../db";
import type { NotificationsAnswer } from "@/lib/validation/notifications";
import type { MarkReadInput } from "@/lib/validation/notifications";
import type { Db } from "@/lib/server/db";

// The partner's inbox. Rows are written inside the transaction of the change they report:
// by enqueueMails for every message that carries `notify` (before the preference check, so
// a toggle in Settings silences the email, never the notification), and here directly for
// events without an email. A user sees their own rows and their company's notices (no user).

export interface NewNotification {
  userId: string;
  /** The kind of the email it stands beside ("deal:approved"), or one of its own. */
  kind: string;
  message: string;
  link: string | null;
}

/** How many the bell and Overview list: the newest; `unread` counts them all. */
export const INBOX_SIZE = 30;

/** Writes one notification per row; a user who belongs to no company (an admin) gets none. */
export async function addNotifications(trx: Db, rows: readonly NewNotification[]): Promise<void> {
  if (rows.length === 0) return;
  const users = await trx
    .selectFrom("users")
    .select(["id", "partner_id"])
    .where("id", "in", [...new Set(rows.map((row) => row.userId))])
    .execute();
  const companyOf = new Map(users.map((user) => [user.id, user.partner_id]));
  const now = new Date().toISOString();
  const values = rows.flatMap((row) => {
    const partnerId = companyOf.get(row.userId);
    if (!partnerId) return [];
    return [
      {
        id: randomUUID(),
        partner_id: partnerId,
        user_id: row.userId,
        kind: row.kind,
        message: row.message,
        link: row.link,
        created_at: now,
        read_at: null,
      },
    ];
  });
  if (values.length) await trx.insertInto("notifications").values(values).execute();
}

/** The partner users of these companies, or of every active company. */
export async function companyUsers(trx: Db, partnerIds: readonly string[] | "active"): Promise<string[]> {
  if (partnerIds !== "active" && partnerIds.length === 0) return [];
  let query = trx
    .selectFrom("users")
    .innerJoin("partners", "partners.id", "users.partner_id")
    .select("users.id")
    .where("users.role", "=", "partner");
  query =
    partnerIds === "active"
      ? query.where("partners.status", "=", "active")
      : query.where("partners.id", "in", [...partnerIds]);
  return (await query.execute()).map((row) => row.id);
}

/** One notification for every user of these companies (an event without an email of its own). */
export async function notifyCompanies(
  trx: Db,
  partnerIds: readonly string[] | "active",
  note: Omit<NewNotification, "userId">,
): Promise<void> {
  const users = await companyUsers(trx, partnerIds);
  await addNotifications(
    trx,
    users.map((userId) => ({ userId, ...note })),
  );
}

export interface Reader {
  userId: string;
  partnerId: string;
}

const visibleTo =
  ({ userId, partnerId }: Reader) =>
  (eb: ExpressionBuilder<Database, "notifications">) =>
    eb.and([
      eb("partner_id", "=", partnerId),
      eb.or([eb("user_id", "=", userId), eb("user_id", "is", null)]),
    ]);

/**
 * The newest notifications of this user, newest first, and how many are unread; with
 * `before` (a notification's id), the page older than that one, so every one is reachable.
 */
export async function listNotifications(reader: Reader, before?: string): Promise<NotificationsAnswer> {
  const db = await getDb();
  let query = db
    .selectFrom("notifications")
    .select(["id", "kind", "message", "link", "created_at", "read_at"])
    .where(visibleTo(reader));
  if (before) {
    const cursor = await db
      .selectFrom("notifications")
      .select(["id", "created_at"])
      .where(visibleTo(reader))
      .where("id", "=", before)
      .executeTakeFirst();
    // An id that is not the reader's reads as the end of the list.
    if (!cursor) return { notifications: [], unread: await countUnread(db, reader), hasMore: false };
    query = query.where((eb) =>
      eb.or([
        eb("created_at", "<", cursor.created_at),
        eb.and([eb("created_at", "=", cursor.created_at), eb("id", "<", cursor.id)]),
      ]),
    );
  }
  const [found, unread] = await Promise.all([
    query
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(INBOX_SIZE + 1)
      .execute(),
    countUnread(db, reader),
  ]);
  const rows = found.slice(0, INBOX_SIZE);
  return {
    hasMore: found.length > INBOX_SIZE,
    notifications: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      message: row.message,
      link: row.link,
      createdAt: row.created_at,
      readAt: row.read_at,
    })),
    unread,
  };
}

async function countUnread(db: Db, reader: Reader): Promise<number> {
  const row = await db
    .selectFrom("notifications")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where(visibleTo(reader))
    .where("read_at", "is", null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Marks the named (or all) unread notifications of this user read. Ids that are not theirs
 * or already read change nothing: the answer says how many were marked and what is left.
 */
export async function markNotificationsRead(
  reader: Reader,
  input: MarkReadInput,
): Promise<{ marked: number; unread: number }> {
  const db = await getDb();
  let update = db
    .updateTable("notifications")
    .set({ read_at: new Date().toISOString() })
    .where(visibleTo(reader))
    .where("read_at", "is", null);
  if (input.ids) update = update.where("id", "in", input.ids);
  const result = await update.executeTakeFirst();
  return { marked: Number(result.numUpdatedRows), unread: await countUnread(db, reader) };
}
