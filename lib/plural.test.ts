import { describe, expect, it } from "vitest";
import { countOf } from "./plural";

describe("countOf", () => {
  it("writes one without and several with the plural", () => {
    expect(countOf(1, "commission")).toBe("1 commission");
    expect(countOf(4, "commission")).toBe("4 commissions");
    expect(countOf(0, "payout")).toBe("0 payouts");
    expect(countOf(1200, "entry", "entries")).toBe("1,200 entries");
  });
});
