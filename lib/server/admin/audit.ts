import "server-only";
import { getDb } from "@/lib/server/db/index";
import { countValue, pageWindow, toPage, type PageResult } from "./pagination";

// Reads of the audit log that the backend's admin services write (recordAudit): who did
// what to which row, and when. The console shows it on each claim, registration and partner.

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
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : { value };
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
export async function listAuditTrail(entityType: string, entityId: string, page = 1, pageSize = 50): Promise<PageResult<AuditEntry>> {
  const db = await getDb();
  const total = countValue(await baseQuery(db, entityType, entityId).select((eb) => eb.fn.countAll().as("n")).executeTakeFirst());
  const window = pageWindow(total, page, pageSize);
  const rows = await baseQuery(db, entityType, entityId)
    .leftJoin("users", "users.id", "audit_log.actor_user_id")
    .select(["audit_log.id", "audit_log.action", "audit_log.details", "audit_log.created_at", "audit_log.actor_user_id", "users.email as actor_email"])
    .orderBy("audit_log.created_at", "desc")
    .orderBy("audit_log.id", "desc")
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  const items = rows.map((row) => ({
    id: row.id,
    action: row.action,
    actor: row.actor_email ?? (row.actor_user_id ? "deleted user" : "system"),
    details: parseDetails(row.details),
    createdAt: row.created_at,
  }));
  return toPage(items, total, window);
}
