import { describe, expect, it } from "vitest";
import { commissionApprovedMail } from "./emails";

describe("commission emails", () => {
  it("the approval names the event and the exact amount, and says whether payment can be requested", () => {
    const below = commissionApprovedMail({
      customerName: "Contoso",
      amountMinor: 1_875_000,
      currency: "USD",
      availableMinor: 1_875_000,
      minimumMinor: 5_000_000,
    });
    expect(below.subject).toBe("Commission approved: $18,750.00 for Contoso");
    expect(below.text).toContain("you can request payment once they reach the payout minimum of $50,000.00");
    const above = commissionApprovedMail({
      customerName: "Contoso",
      amountMinor: 1_875_000,
      currency: "USD",
      availableMinor: 5_000_000,
      minimumMinor: 5_000_000,
    });
    expect(above.text).toContain(
      "$50,000.00, which reaches the payout minimum of $50,000.00: you can request payment",
    );
  });
});
