import { describe, expect, it } from "vitest";
import { earnedCommissionTotal, isThisMonth, pendingCommissionTotal, thisMonthCommissionTotal } from "./commission-figures";

const commissions = [
  { status: "paid", amount: 18500, payoutDate: "2026-05-02" },
  { status: "pending", amount: 14200, payoutDate: null },
  { status: "approved", amount: 7800, payoutDate: null },
  { status: "processing", amount: "4625.5", payoutDate: null },
  { status: "paid", amount: 9600, payoutDate: "2026-03-20" },
];

describe("commission figures", () => {
  it("count pending, approved and processing commissions as pending: earned, not paid yet", () => {
    expect(pendingCommissionTotal(commissions)).toBe(26625.5);
    expect(pendingCommissionTotal([])).toBe(0);
    expect(pendingCommissionTotal([{ status: "paid", amount: 10 }, { status: "rejected", amount: 10 }])).toBe(0);
  });

  it("sum in cents", () => {
    expect(pendingCommissionTotal([{ status: "pending", amount: 0.1 }, { status: "approved", amount: 0.2 }])).toBe(0.3);
  });

  it("count paid commissions as earned", () => {
    expect(earnedCommissionTotal(commissions)).toBe(28100);
  });

  it("count unpaid commissions in this month and paid ones by their date", () => {
    const now = new Date(2026, 4, 15);
    expect(isThisMonth(null, now)).toBe(true);
    expect(isThisMonth(new Date(2026, 4, 2).toISOString(), now)).toBe(true);
    expect(isThisMonth(new Date(2026, 3, 30).toISOString(), now)).toBe(false);
    expect(thisMonthCommissionTotal(commissions, now)).toBe(18500 + 14200 + 7800 + 4625.5);
  });
});
