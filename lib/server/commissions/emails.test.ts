import { describe, expect, it } from "vitest";
import { commissionApprovedMail } from "./emails";

describe("commission emails", () => {
  it("the approval names the event and the exact amount, and says whether payment can be requested", () => {
    const below = commissionApprovedMail({
      customerName: "Contoso",
      amountMinor: 1_875_000,
      currency: "USD",
      available: [{ minor: 1_875_000, currency: "USD" }],
      worth: "$18,750.00",
      minimum: { minor: 5_000_000, currency: "USD" },
      reachesMinimum: false,
    });
    expect(below.subject).toBe("Commission approved: $18,750.00 for Contoso");
    expect(below.text).toContain("you can request payment once they reach the payout minimum of $50,000.00");
    const above = commissionApprovedMail({
      customerName: "Contoso",
      amountMinor: 1_875_000,
      currency: "USD",
      available: [{ minor: 5_000_000, currency: "USD" }],
      worth: "$50,000.00",
      minimum: { minor: 5_000_000, currency: "USD" },
      reachesMinimum: true,
    });
    expect(above.text).toContain(
      "$50,000.00, which reaches the payout minimum of $50,000.00: you can request payment",
    );
  });

  it("an approval in another currency lists each currency's own total beside the converted worth", () => {
    const mail = commissionApprovedMail({
      customerName: "Contoso GmbH",
      amountMinor: 1_200_000,
      currency: "EUR",
      available: [
        { minor: 6_120_000, currency: "USD" },
        { minor: 1_200_000, currency: "EUR" },
      ],
      worth: "$61,200.00 · €12,000.00, worth $74,160.00: €12,000.00 = $12,960.00 at 1 EUR = 1.08 USD",
      minimum: { minor: 10_000, currency: "USD" },
      reachesMinimum: true,
    });
    expect(mail.subject).toBe("Commission approved: €12,000.00 for Contoso GmbH");
    expect(mail.text).toContain("Approved, not yet requested");
    expect(mail.text).toContain("$61,200.00 · €12,000.00");
    expect(mail.text).toContain("payout minimum of $100.00");
  });
});
