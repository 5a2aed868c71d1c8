import "server-only";
import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { getDb, type Database } from "@/lib/server/db";
import { mapPage, type PageResult, readPage } from "@/lib/server/db/pagination";

// The audit log: who did what to which row, and when. Every admin action writes it in its
// own transaction; the console and the API show it on each claim, registration and partner.

/** Records who did what to which row, in the caller's transaction. */
export async function recordAudit(
  db: Kysely<Database> | Transaction<Database>,
  entry: {
    actorUserId: string | null;
    action: string;
    entityType: string;
    entityId: string;
    details?: Record<string, unknown>;
  },
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

export interface AuditEntry {
  id: string;
  action: string;
  /** The acting admin's email, or "system" for automatic changes. */
  actor: string;
  details: Record<string, unknown> | null;
  createdAt: string;
}

function parseDetails(details: string | null): Record<string, unknown> | null {
  if (!details) return null;
  try {
    const value: unknown = JSON.parse(details);
    return value && typeof value === "object" && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : { value };
  } catch {
    return { text: details };
  }
}

function baseQuery(db: Awaited<ReturnType<typeof getDb>>, entityType: string, entityId: string) {
  return db
    .selectFrom("audit_log")
    .where("audit_log.entity_type", "=", entityType)
    .where("audit_log.entity_id", "=", entityId);
}

/** One entity's trail, newest first, a page at a time. */
export async function listAuditTrail(
  entityType: string,
  entityId: string,
  page = 1,
  pageSize = 50,
): Promise<PageResult<AuditEntry>> {
  const db = await getDb();
  const rows = await readPage(baseQuery(db, entityType, entityId), { page, pageSize }, (matching) =>
    matching
      .leftJoin("users", "users.id", "audit_log.actor_user_id")
      .select([
        "audit_log.id",
        "audit_log.action",
        "audit_log.details",
        "audit_log.created_at",
        "audit_log.actor_user_id",
        "users.email as actor_email",
      ])
      .orderBy("audit_log.created_at", "desc")
      .orderBy("audit_log.id", "desc"),
  );
  return mapPage(rows, (row) => ({
    id: row.id,
    action: row.action,
    actor: row.actor_email ?? (row.actor_user_id ? "deleted user" : "system"),
    details: parseDetails(row.details),
    createdAt: row.created_at,
  }));
}
