import type { Generated } from "kysely";
import type { PartnerProgrammeTables } from "./partner-schema";

// Column conventions shared by SQLite and PostgreSQL so one migration set serves both:
// ids are text (UUIDs made by the application), times are ISO-8601 UTC text (they sort
// and compare as strings), flags are integers 0/1, structured data is JSON text.

export interface OutboxTable {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  reply_to: string | null;
  /** What produced the message, for example "contact:notification". */
  kind: string;
  /** The row the message belongs to, for example an enquiry id. */
  ref_id: string | null;
  /** 0 security, 1 transactional, 2 bulk: the sender takes due mail in this order. */
  priority: Generated<number>;
  status: "pending" | "sending" | "sent" | "failed";
  attempts: Generated<number>;
  last_error: string | null;
  next_attempt_at: string;
  locked_until: string | null;
  created_at: string;
  sent_at: string | null;
}

export interface RateLimitTable {
  key: string;
  window_start: string;
  hits: number;
}

export interface ContactEnquiryTable {
  id: string;
  full_name: string;
  email: string;
  /** Optional fields are stored as "" when the visitor left them empty. */
  company: string;
  phone_number: string;
  industry: string;
  company_size: string;
  message: string;
  /** Which form sent it, for example "Partners Page". */
  source: string;
  created_at: string;
}

/** One row per recent (email, message) pair; a repeat within the window is not stored again. */
export interface ContactDedupeTable {
  key: string;
  enquiry_id: string;
  created_at: string;
}

/** A scheduled job's lease and last successful run (migration 0014, lib/server/jobs). */
export interface ScheduledJobsTable {
  name: string;
  last_run_at: string | null;
  lease_owner: string | null;
  lease_until: string | null;
}

/** A partner user's request to close their account (migration 0014, lib/server/privacy). */
export interface DeletionRequestsTable {
  id: string;
  user_id: string;
  partner_id: string | null;
  status: "pending" | "approved";
  reason: string | null;
  requested_at: string;
  decided_at: string | null;
  decided_by: string | null;
}

export interface Database extends PartnerProgrammeTables {
  scheduled_jobs: ScheduledJobsTable;
  deletion_requests: DeletionRequestsTable;
  outbox: OutboxTable;
  rate_limits: RateLimitTable;
  contact_enquiries: ContactEnquiryTable;
  contact_dedupe: ContactDedupeTable;
}
