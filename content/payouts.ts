// The portal's words about payment requests.

export const payoutTexts = {
  /** The toast after Request Payment, followed by the amount requested. */
  requested: "Payment requested",
} as const;
