import type { RegisteredBy } from "./members";
// A referral as every answer carries it: the partner's list and one referral, the console's
// queue. The server builds it (lib/server/referrals/records.ts).

/** submitted: a partner's new referral; then the team's contacted → qualified → proposal_sent → converted | closed. */
export const referralStatuses = [
  "submitted",
  "contacted",
  "qualified",
  "proposal_sent",
  "converted",
  "closed",
] as const;
export type ReferralStatus = (typeof referralStatuses)[number];

export interface Referral {
  id: string;
  company: string;
  contact: string;
  email: string;
  phone: string;
  expectedValue: number;
  notes: string;
  status: string;
  referredDate: string;
  lastFollowUpAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** "link": a visitor of the partner's referral link sent the site's enquiry form. */
  source: "partner" | "link";
  /** The colleague who submitted it (null for a link's lead or an older referral). */
  registeredBy: RegisteredBy | null;
}

/** One change in a referral's history: a status change or the partner's follow-up. */
export interface ReferralHistoryEntry {
  kind: "status" | "follow_up";
  from: string | null;
  to: string | null;
  note: string | null;
  by: string;
  at: string;
}

/** GET /api/partners/referrals/{id}: the referral with its history, oldest first. */
export type ReferralWithHistory = Referral & { history: ReferralHistoryEntry[] };

/** The statuses the team moves a referral through (the first, submitted, is the partner's). */
export const referralTeamStatuses = referralStatuses.filter((status) => status !== "submitted") as Exclude<
  (typeof referralStatuses)[number],
  "submitted"
>[];
