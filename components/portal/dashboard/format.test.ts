import { describe, expect, it } from "vitest";
import { conversionRate, formatDate, formatMoney, statusToneName } from "./format";

describe("dashboard formats", () => {
  it("abbreviates money with K and M and one decimal", () => {
    expect(formatMoney(950)).toBe("$950");
    expect(formatMoney(1000)).toBe("$1.0K");
    expect(formatMoney(12_540)).toBe("$12.5K");
    expect(formatMoney(999_999)).toBe("$1000.0K");
    expect(formatMoney(1_000_000)).toBe("$1.0M");
    expect(formatMoney(2_345_678)).toBe("$2.3M");
    expect(formatMoney(null)).toBe("$0");
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
