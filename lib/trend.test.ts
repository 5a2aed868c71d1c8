import { describe, expect, it } from "vitest";
import { trendLabel } from "./trend";

describe("trendLabel", () => {
  it("compares with the previous month's figure, signed and rounded", () => {
    expect(trendLabel(118, 100)).toBe("+18% from last month");
    expect(trendLabel(50, 100)).toBe("-50% from last month");
    expect(trendLabel(100, 100)).toBe("0% from last month");
  });
  it("gives no label without a previous figure to compare with", () => {
    expect(trendLabel(100, 0)).toBeNull();
    expect(trendLabel(0, 0)).toBeNull();
    expect(trendLabel(Number.NaN, 10)).toBeNull();
  });
});
