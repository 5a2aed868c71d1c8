export interface AuditLogTable {
  id: string;
  actor_user_id: string | null;
  action: string;
  entity_type: string;
  entity_id: string;
  details: string | null;
  created_at: string;
}

/** One erasure (migration 0032): what was erased, never whose data it was. */
export interface ErasuresTable {
  id: string;
  erased_at: string;
  /** HMAC-SHA256 of the lower-cased address under a key derived from SESSION_SECRET, hex. */
  email_key: string;
  /** "console", "deletion request <id>", "command line" or "restore". */
  via: string;
  /** JSON: rows changed or deleted per table. */
  changed: string;
  /** Times one of the person's terms was replaced in free text (migration 0041). */
  replaced: number;
}
