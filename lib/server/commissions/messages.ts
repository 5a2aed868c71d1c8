// What the commission ledger tells the team and the partner when it refuses a change (the
// approval's refusals are the deal queue's: dealMessages.commissionReviewed, adminMessages.notFound).
export const commissionMessages = {
  reverseAfterRequest:
    "This deal's commission is in a payment request or paid, so the deal cannot leave Closed Won.",
} as const;
