import type { EmailContent } from "./templates/content";

// What a message is, before the outbox stores it: the types the templates, the composer and
// the outbox share, kept below all three.

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** What produced the message, for example "contact:notification". */
  kind: string;
  /** The row it belongs to, for example the enquiry's id. */
  refId?: string;
  /**
   * The partner user's notification in the portal for the same event (`kind` is the
   * mail's). Written whether or not their preferences let the email go.
   */
  notify?: { userId: string; message: string; link: string };
  /** What the message says: when set, both parts are rendered from it (see ./templates). */
  content?: EmailContent;
}

/**
 * How urgent a message is. The sender takes due `security` mail first (one-time codes,
 * email verification, password reset, registration and invitation links, sign-in
 * notices), then `transactional` (decisions, deal and payout updates, confirmations of a
 * partner's own action), then `bulk` (enquiry notifications and confirmations,
 * announcements), so a burst of bulk mail never holds a code back.
 */
export type MailPriority = "security" | "transactional" | "bulk";

/** Stored as a number: ordering by it is ordering by urgency. */
export const PRIORITY_RANK: Record<MailPriority, number> = { security: 0, transactional: 1, bulk: 2 };
export const ALL_CLASSES = Object.keys(PRIORITY_RANK) as MailPriority[];
