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
  /** How commissions in other currencies became the payout's currency (empty: none needed). */
  conversions: PayoutConversion[];
}

/** One source currency of a payout: its commissions' total, the rate applied, the result. */
export interface PayoutConversion {
  /** Currency of the commissions. */
  from: string;
  /** The payout's currency. */
  to: string;
  /** Minor units of `from`. */
  originalMinor: number;
  /** 1 from = rate to, exact decimal text; "1" when no conversion was needed. */
  rate: string;
  /** The rate's first day. */
  effectiveFrom: string | null;
  /** Minor units of `to`. */
  convertedMinor: number;
}
