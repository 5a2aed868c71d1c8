import "server-only";
import { randomUUID } from "node:crypto";
import { Refusal } from "@/lib/refusal";
import { adminMessages } from "@/lib/validation/admin";
import { notificationInputSchema, updateSchemaOf } from "@/lib/validation/partner-data";
import { parseWith } from "@/lib/validation/parse";
import { getDb } from "@/lib/server/db";
import { recordAudit } from "@/lib/server/audit/audit";

// The console's data editor writes a partner's notifications through these: a message the
// team posts to the whole company by hand (no user, no link), audited on the partner.

const notificationUpdateSchema = updateSchemaOf(notificationInputSchema);

/** A notification as the data editor lists it. */
export interface EditedNotification {
  id: string;
  message: string;
  createdAt: string;
  read: boolean;
}

async function readNotification(id: string): Promise<EditedNotification> {
  const db = await getDb();
  const row = await db
    .selectFrom("notifications")
    .select(["id", "message", "created_at", "read_at"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) throw new Refusal(404, adminMessages.notFound);
  return { id: row.id, message: row.message, createdAt: row.created_at, read: row.read_at !== null };
}

async function ownerOf(id: string): Promise<string> {
  const db = await getDb();
  const row = await db
    .selectFrom("notifications")
    .select("partner_id")
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) throw new Refusal(404, adminMessages.notFound);
  return row.partner_id;
}

export async function createNotificationByTeam(
  partnerId: string,
  raw: unknown,
  actorUserId: string | null,
): Promise<EditedNotification> {
  const input = parseWith(notificationInputSchema, raw);
  const id = randomUUID();
  const db = await getDb();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("notifications")
      .values({
        id,
        partner_id: partnerId,
        user_id: null,
        message: input.message,
        link: null,
        created_at: new Date().toISOString(),
        read_at: null,
      })
      .execute();
    await recordAudit(trx, {
      actorUserId,
      action: "notifications.created",
      entityType: "partner",
      entityId: partnerId,
      details: { id },
    });
  });
  return readNotification(id);
}

export async function updateNotificationByTeam(
  id: string,
  raw: unknown,
  actorUserId: string | null,
): Promise<EditedNotification> {
  const input = parseWith(notificationUpdateSchema, raw);
  const partnerId = await ownerOf(id);
  const db = await getDb();
  await db.transaction().execute(async (trx) => {
    await trx.updateTable("notifications").set({ message: input.message }).where("id", "=", id).execute();
    await recordAudit(trx, {
      actorUserId,
      action: "notifications.updated",
      entityType: "partner",
      entityId: partnerId,
      details: { id, changes: { message: input.message } },
    });
  });
  return readNotification(id);
}

export async function deleteNotificationByTeam(id: string, actorUserId: string | null): Promise<void> {
  const partnerId = await ownerOf(id);
  const db = await getDb();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("notifications").where("id", "=", id).execute();
    await recordAudit(trx, {
      actorUserId,
      action: "notifications.deleted",
      entityType: "partner",
      entityId: partnerId,
      details: { id },
    });
  });
}
