import "server-only";
import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "@/lib/server/db/index";

/** Records who did what to which row, in the caller's transaction (the console shows it per entity). */
export async function recordAudit(
  db: Kysely<Database> | Transaction<Database>,
  entry: { actorUserId: string | null; action: string; entityType: string; entityId: string; details?: Record<string, unknown> },
): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      id: randomUUID(),
      actor_user_id: entry.actorUserId,
      action: entry.action,
      entity_type: entry.entityType,
      entity_id: entry.entityId,
      details: entry.details ? JSON.stringify(entry.details) : null,
      created_at: new Date().toISOString(),
    })
    .execute();
}

export async function listAudit(db: Kysely<Database>, entityType: string, entityId: string) {
  const rows = await db
    .selectFrom("audit_log")
    .leftJoin("users", "users.id", "audit_log.actor_user_id")
    .select(["audit_log.id", "audit_log.action", "audit_log.details", "audit_log.created_at", "users.email as actor_email"])
    .where("entity_type", "=", entityType)
    .where("entity_id", "=", entityId)
    .orderBy("audit_log.created_at", "asc")
    .execute();
  return rows.map((row) => ({ id: row.id, action: row.action, actor: row.actor_email ?? "system", details: row.details ? (JSON.parse(row.details) as Record<string, unknown>) : null, createdAt: row.created_at }));
}
