// A commission's statuses and the words the portal, the console, the CSV and the statements
// use for them, without zod: the Commissions tab reads them in the browser.
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
