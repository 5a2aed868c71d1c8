import { describe, expect, it } from "vitest";
import { payoutPaidMail, payoutRequestedTeamMail } from "./emails";

describe("payout emails", () => {
  it("payout mails carry the exact total, the count and the statement", () => {
    expect(
      payoutRequestedTeamMail({
        id: "p1",
        partnerName: "Acme",
        amountMinor: 79171,
        currency: "USD",
        count: 3,
      }).subject,
    ).toBe("Payout requested: $791.71 for Acme");
    const paid = payoutPaidMail({
      id: "p1",
      amountMinor: 79171,
      currency: "USD",
      count: 3,
      reference: "WIRE-1",
      paidOn: "2026-11-25",
    });
    expect(paid.subject).toBe("Payment sent: $791.71 (reference WIRE-1)");
    expect(paid.text).toContain("/api/partners/payouts/p1/statement");
  });
});
