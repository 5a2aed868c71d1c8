// A commission as the partner's Commissions tab and the console's partner page read it, the
// one list of its statuses and the words the portal, the console, the CSV and the statements
// use for them. Usable by client and server.
//
// pending (the deal was won, the team has not approved it yet) -> approved -> requested
// (named by a payout request) -> paid; or reversed, when a won deal is reopened or lost
// after all (the commission and its reversing line, which carries the negative amount).

export const commissionStatuses = ["pending", "approved", "requested", "paid", "reversed"] as const;
export type CommissionStatus = (typeof commissionStatuses)[number];

export const commissionStatusLabels: Record<CommissionStatus, string> = {
  pending: "Pending approval",
  approved: "Approved",
  requested: "Payment requested",
  paid: "Paid",
  reversed: "Reversed",
};

export function isCommissionStatus(value: string): value is CommissionStatus {
  return (commissionStatuses as readonly string[]).includes(value);
}

/** The label of a stored status; an unknown one is shown as stored. */
export const commissionStatusLabel = (status: string) =>
  isCommissionStatus(status) ? commissionStatusLabels[status] : status;

export interface Commission {
  /** The commission's id under the name the dashboard has always read. */
  _id: string;
  /** The deal that earned it, with the customer's name; null when the deal is gone or none. */
  dealId: { _id: string; customerName: string } | null;
  /** Major units of `currency`; negative on a reversing line. */
  amount: number;
  /** ISO 4217 code. */
  currency: string;
  /** Percent. */
  rate: number;
  /** The tier whose rate it earned; null: the partner's own rate (or a line from before earned tiers). */
  tier: string | null;
  status: string;
  payoutDate: string | null;
  paymentReference: string | null;
  createdAt: string;
  payoutRequestId: string | null;
  /** Set once the commission is paid: its payout's statement (PDF). */
  statementUrl: string | null;
}

/** One currency's commission figures, in minor units (lib/server/commissions/figures.ts). */
export interface CurrencyFigures {
  currency: string;
  /** Approved, requested and paid: everything the team approved. */
  earnedMinor: number;
  /** Paid to date. */
  paidMinor: number;
  /** Paid in the current calendar month (UTC). */
  thisMonthMinor: number;
  /** Paid in the previous calendar month, for the trend label. */
  lastMonthMinor: number;
  /** Approved and requested, not paid yet. */
  awaitingPaymentMinor: number;
  pendingApprovalMinor: number;
  /** Approved and in no payout request: what Request Payment would cover now. */
  availableMinor: number;
}

/** GET /api/partners/commissions/summary: one set of figures per currency, never added together. */
export interface CommissionSummary {
  reportingCurrency: string;
  byCurrency: CurrencyFigures[];
}
