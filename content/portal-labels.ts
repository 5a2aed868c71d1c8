// The words people read for the codes the portal and the console store: statuses, deal
// stages, partner tiers, certification, partnership types and where an account came from.
// enumLabel() is the one formatter for all of them, in the partner's dashboard and in the
// programme team's console (queues, badges, audit trail); a code never reaches the screen.

export const enumLabels: Readonly<Record<string, string>> = {
  // Statuses of claims, registrations, deals, commissions, payouts, referrals and courses.
  pending: "Pending",
  pending_approval: "Pending Approval",
  in_review: "In Review",
  approved: "Approved",
  rejected: "Rejected",
  withdrawn: "Withdrawn",
  active: "Active",
  processing: "Processing",
  requested: "Requested",
  paid: "Paid",
  reversed: "Reversed",
  contacted: "Contacted",
  qualified: "Qualified",
  proposal_sent: "Proposal Sent",
  closed_won: "Closed Won",
  closed_lost: "Closed Lost",
  // Referrals (contacted, qualified, proposal_sent above; closed below).
  submitted: "Submitted",
  converted: "Converted",
  not_started: "Not Started",
  in_progress: "In Progress",
  completed: "Completed",
  // Certification (pending and in_progress above).
  certified: "Certified",
  expired: "Expired",
  // Deal stages (closed_won and closed_lost above).
  prospecting: "Prospecting",
  qualification: "Qualification",
  proposal: "Proposal",
  negotiation: "Negotiation",
  // Referrals' last status.
  closed: "Closed",
  // Extension requests (requested above).
  granted: "Granted",
  refused: "Refused",
  // Partner tiers.
  bronze: "Bronze",
  silver: "Silver",
  gold: "Gold",
  platinum: "Platinum",
  // Partnership types.
  implementation: "Implementation",
  referral: "Referral",
  technology: "Technology",
  consulting: "Consulting",
  // Where a partner account came from.
  claim: "Claim",
  invitation: "Invitation",
  anonymous: "Open Registration",
  admin: "Programme Team",
  seed: "Demo Data",
  // Registration links, invitations and outbox messages.
  valid: "Valid",
  used: "Used",
  invalid: "Invalid",
  sent: "Sent",
  waiting: "Waiting",
  sending: "Sending",
  failing: "Failing",
  failed: "Failed",
  // An applicant's status page (submitted, approved and rejected above) and its registration link.
  under_review: "Under Review",
  not_used: "Not Used Yet",
};

/** The label of a code this table knows, else undefined. */
export function knownEnumLabel(value: string | null | undefined): string | undefined {
  return value ? enumLabels[value.toLowerCase()] : undefined;
}

/**
 * What a person reads for a status, stage, tier or certification code: "in_progress" →
 * "In Progress". A code missing from the table is still written in words ("on_hold" →
 * "On Hold"); an empty one gives `empty`.
 */
export function enumLabel(value: string | null | undefined, empty = "—"): string {
  if (!value) return empty;
  return knownEnumLabel(value) ?? value.replace(/_/g, " ").replace(/\b\w/g, (c) => c.toUpperCase());
}
