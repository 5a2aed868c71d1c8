// A commission as the partner's Commissions tab and the console's partner page read it.

/**
 * pending: waiting for the programme team's approval; approved: payable; processing: taken
 * into a payout request; paid (its label: content/portal-labels.ts).
 */
export const commissionStatuses = ["pending", "approved", "processing", "paid"] as const;
export type CommissionStatus = (typeof commissionStatuses)[number];

export interface Commission {
  /** The commission's id under the name the dashboard has always read. */
  _id: string;
  /** The deal that earned it, with the customer's name; null when the deal is gone or none. */
  dealId: { _id: string; customerName: string } | null;
  amount: number;
  /** Percent. */
  rate: number;
  status: string;
  payoutDate: string | null;
  paymentReference: string | null;
  createdAt: string;
}
