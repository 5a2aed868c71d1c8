import type { Generated } from "kysely";

/**
 * A partner's notification. `user_id` is the person it is for; null for a notice to every
 * user of the company (older rows and the console's data editor). `kind` is the kind of
 * the email it stands beside ("deal:approved"), "notice" for one without an email.
 */
export interface NotificationsTable {
  id: string;
  partner_id: string;
  user_id: string | null;
  kind: Generated<string>;
  message: string;
  /** A portal path: /partner-portal/dashboard/deals?deal=<id> */
  link: string | null;
  created_at: string;
  read_at: string | null;
}

export interface NotificationPreferencesTable {
  user_id: string;
  deal_updates: number;
  commission_payments: number;
  training_reminders: number;
  partner_announcements: number;
  updated_at: string;
}

/** A one-click unsubscribe token that was used (the token is signed, not stored). */
export interface UnsubscribeUsesTable {
  token_id: string;
  user_id: string;
  preference: string;
  used_at: string;
}
