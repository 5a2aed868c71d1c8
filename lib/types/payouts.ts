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

/** GET /api/partners/payouts/preview: what Request Payment would pay now, before the partner confirms. */
export interface PayoutPreview {
  /** The approved commissions in no payout request, oldest first. */
  commissions: { id: string; customerName: string; amountMinor: number; currency: string }[];
  /** One line per source currency, with the rate used (empty when there is nothing to pay). */
  conversions: PayoutConversion[];
  /** The payout's total in `currency` (the payout method's currency). */
  totalMinor: number;
  currency: string;
  /** Where it goes, masked; null when no payout method is set. */
  destination: { type: string; accountHolder: string; masked: string } | null;
  minimum: { minimumMinor: number; currency: string; reaches: boolean; worth: string };
  /** Why the request would be refused now (no method, no rate, below the minimum); null: it can go. */
  problem: string | null;
}
