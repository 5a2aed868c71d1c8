// A payout request: Request Payment's answer and the partner's list of requests.

/** requested: open, waiting for the programme team's payment; paid. */
export const payoutStatuses = ["requested", "paid"] as const;
export type PayoutStatus = (typeof payoutStatuses)[number];

export interface Payout {
  id: string;
  amount: number;
  status: PayoutStatus;
  paymentReference: string | null;
  /** ISO date the payment was made. */
  paidOn: string | null;
  createdAt: string;
}
