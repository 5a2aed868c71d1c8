import { describe, expect, it } from "vitest";
import { cardMoneyList, compactMoney, conversionRate, formatDate, statusToneName } from "./format";

describe("dashboard formats", () => {
  it("abbreviates money with K and M and one decimal, in the amount's own currency", () => {
    expect(compactMoney(950)).toBe("$950.00");
    expect(compactMoney(1000)).toBe("$1.0K");
    expect(compactMoney(12_540)).toBe("$12.5K");
    expect(compactMoney(1_000_000)).toBe("$1.0M");
    expect(compactMoney(2_345_678)).toBe("$2.3M");
    expect(compactMoney(null)).toBe("$0.00");
    expect(compactMoney(80_000, "EUR")).toBe("€80.0K");
    expect(compactMoney(4_999_999, "JPY")).toBe("¥5.0M");
    expect(compactMoney(950, "JPY")).toBe("¥950");
  });

  it("lists several currencies side by side, never added", () => {
    const lines = [
      { amountMinor: 6_120_000, currency: "USD" },
      { amountMinor: 1_200_000, currency: "EUR" },
      { amountMinor: 750_000, currency: "JPY" },
    ];
    expect(cardMoneyList(lines)).toEqual({
      value: "$61.2K · €12.0K · ¥750.0K",
      exact: "$61,200.00 · €12,000.00 · ¥750,000",
    });
    expect(cardMoneyList([]).exact).toBe("$0.00");
  });

  it("writes dates for people, 23 Feb 2027, never ISO or the US order", () => {
    expect(formatDate("2027-02-23")).toBe("23 Feb 2027");
    expect(formatDate("2027-02-23T23:30:00.000Z")).toBe("23 Feb 2027");
    expect(formatDate("2026-12-01T00:10:00+02:00")).toBe("30 Nov 2026");
    expect(formatDate(null)).toBe("N/A");
    expect(formatDate("not a date")).toBe("N/A");
  });

  it("colours statuses by group: waiting, done, refused", () => {
    expect(["pending", "in_review", "processing"].map(statusToneName)).toEqual(["amber", "amber", "amber"]);
    expect(["approved", "paid", "completed", "qualified"].map(statusToneName)).toEqual([
      "green",
      "green",
      "green",
      "green",
    ]);
    expect(statusToneName("closed_won")).toBe("emerald");
    expect(statusToneName("converted")).toBe("emerald");
    expect(["contacted", "proposal_sent"].map(statusToneName)).toEqual(["blue", "blue"]);
    expect(["rejected", "closed_lost"].map(statusToneName)).toEqual(["red", "red"]);
    expect(statusToneName("on_hold")).toBe("grey");
  });

  it("computes the conversion rate as the share of converted referrals", () => {
    expect(conversionRate([])).toBe(0);
    expect(conversionRate(["contacted", "qualified", "proposal_sent"])).toBe(0);
    expect(conversionRate(["submitted", "converted", "converted", "closed", "qualified", "contacted"])).toBe(
      33,
    );
  });
});
