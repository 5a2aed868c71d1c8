import "server-only";
import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db";

// Audit entries for the console's own actions (outbox retries), in the same audit_log
// table and shape as the backend's admin services write.
export async function recordConsoleAudit(
  db: Kysely<Database> | Transaction<Database>,
  entry: { actorUserId: string; action: string; entityType: string; entityId: string; details?: Record<string, unknown> },
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
