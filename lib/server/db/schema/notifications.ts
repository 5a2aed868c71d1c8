export interface NotificationsTable {
  id: string;
  partner_id: string;
  message: string;
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
