// Copy of the console's Analytics page and the portal's Performance tab (components/analytics).

export const analyticsCopy = {
  consoleDescription: (currency: string) =>
    "How the programme performs: pipeline and revenue partners bring, where applicants drop out, " +
    `how long reviews take, and what commissions and payouts cost. Money is in ${currency}.`,
  pipelineRule: "Open deals by the month they were registered.",
  commissionsRule: "Every ledger line written in the month, reversals negative.",
  partnerCommissionsRule: "Every commission line written in the month, reversals negative.",
  payoutsRule: "By the day each was paid.",
  funnelRule:
    "Claims submitted in the period, followed to approval, a partner account, a first deal and a " +
    "first win so far. Invited partners never claimed and are not counted.",
  leaderboardSummary: (
    partners: number,
    from: string,
    to: string,
    leader: string,
    amount: string,
    won: number,
  ) =>
    `${partners} partners won deals from ${from} to ${to}; ${leader} leads with ${amount} ` +
    `from ${won} won deals.`,
  winRateSummary: (rate: string, from: string, to: string, won: number, lost: number, average: string) =>
    `${rate} of decided deals won from ${from} to ${to}: ${won} won, ${lost} lost; ` +
    `average won deal ${average}.`,
  ownDealsOnly: "These figures cover the deals you registered.",
} as const;
