// A payout request's statuses and a payout method's kinds with their words, without zod: the
// Payouts screens and the console's lists read them in the browser.

/** requested: open, waiting for the programme team's payment; paid. */
export const payoutStatuses = ["requested", "paid"] as const;
export type PayoutStatus = (typeof payoutStatuses)[number];

export const payoutMethodTypes = ["bank_iban", "bank_us", "paypal"] as const;
export type PayoutMethodType = (typeof payoutMethodTypes)[number];

/** A payout method's kind in words, for the console's lists. */
export const payoutMethodLabels: Record<string, string> = {
  bank_iban: "Bank account (IBAN)",
  bank_us: "US bank account",
  paypal: "PayPal",
};
