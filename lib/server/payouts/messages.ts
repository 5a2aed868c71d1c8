// What a payout's statement tells the caller when there is none yet.
export const statementMessages = {
  notPaid: "A statement is made once the payout is paid.",
} as const;
