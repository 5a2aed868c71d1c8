// What a payout's statement tells the caller when there is none yet.
export const statementMessages = {
  notPaid: "A statement is made once the payout is paid.",
} as const;

/** How statements and the payout preview name a market development claim's reimbursement line. */
export const REIMBURSEMENT_LINE_LABEL = "Market development reimbursement";
