import "server-only";
import { listAuditTrail } from "@/lib/server/audit/audit";
import { AUDIT_ENTITY } from "./post-announcement";

// The console's list of past announcements: the audit log is their record.

/** Past announcements, newest first (from the audit log). */
export function listAnnouncements(page = 1) {
  return listAuditTrail(AUDIT_ENTITY.entityType, AUDIT_ENTITY.entityId, page, 20);
}
