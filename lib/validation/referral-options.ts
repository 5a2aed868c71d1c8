// A referral's statuses without zod: the console's status form offers them in the browser;
// the schemas in ./referrals.ts check them on the server.

/**
 * submitted: a partner's new referral; then the team's contacted → qualified → proposal_sent →
 * converted | closed.
 */
export const referralStatuses = [
  "submitted",
  "contacted",
  "qualified",
  "proposal_sent",
  "converted",
  "closed",
] as const;
export type ReferralStatus = (typeof referralStatuses)[number];

export function isReferralStatus(value: string): value is ReferralStatus {
  return (referralStatuses as readonly string[]).includes(value);
}

/** The statuses the team moves a referral through (the first, submitted, is the partner's). */
export const referralTeamStatuses = referralStatuses.filter((status) => status !== "submitted") as Exclude<
  (typeof referralStatuses)[number],
  "submitted"
>[];
export type ReferralTeamStatus = (typeof referralTeamStatuses)[number];

/** Where a referral came from: "link", a visitor of the partner's referral link sent the enquiry form. */
export const referralSources = ["partner", "link"] as const;
