// The partner's inbox (GET /api/partners/notifications): one entry per event the programme
// emails them about, and the ones it does not (a new resource or course, a tier change).

export interface PartnerNotification {
  id: string;
  /** What produced it, as the email's kind: "deal:approved", "payout:paid", "notice" ... */
  kind: string;
  message: string;
  /** Where to look: a portal path, or null for a notice that points nowhere. */
  link: string | null;
  createdAt: string;
  /** When this user read it; null while unread. */
  readAt: string | null;
}

export interface NotificationsAnswer {
  notifications: PartnerNotification[];
  /** Unread notifications in all (the list holds the newest only). */
  unread: number;
  /** Older ones exist beyond this page: ask again with `before` = the last one's id. */
  hasMore: boolean;
}
