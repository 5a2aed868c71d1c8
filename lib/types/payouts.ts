import type { RegisteredBy } from "./members";
// A payout request: Request Payment's answer and the partner's list of requests.

/** requested: open, waiting for the programme team's payment; paid. */
export const payoutStatuses = ["requested", "paid"] as const;
export type PayoutStatus = (typeof payoutStatuses)[number];

export interface Payout {
  id: string;
  /** Major units of `currency`: the sum of the commissions it names. */
  amount: number;
  /** ISO 4217 code. */
  currency: string;
  status: PayoutStatus;
  /** The commissions it covers; paying it pays exactly those. */
  commissionIds: string[];
  paymentReference: string | null;
  /** ISO date the payment was made. */
  paidOn: string | null;
  createdAt: string;
  /** Set once it is paid: its statement (PDF). */
  statementUrl: string | null;
  /** The colleague who requested it. */
  registeredBy: RegisteredBy | null;
}
