import { describe, expect, it } from "vitest";
import { tierChangeText, tierRequirementText } from "./tier-words";

describe("tier words", () => {
  it("a requirement below its target reads as progress, in the revenue's currency", () => {
    expect(
      tierRequirementText(
        { metric: "wonRevenue", currentMinor: 21_200_000, targetMinor: 25_000_000 },
        "gold",
        "USD",
      ),
    ).toBe("$212,000.00 of $250,000.00 won revenue to Gold");
  });

  it("a requirement past its target says it is met, and a zero target needs nothing", () => {
    expect(
      tierRequirementText(
        { metric: "wonRevenue", currentMinor: 56_900_000, targetMinor: 25_000_000 },
        "gold",
        "USD",
      ),
    ).toBe("$569,000.00 won revenue: met (Gold needs $250,000.00)");
    expect(tierRequirementText({ metric: "certifications", current: 0, target: 0 }, "silver", "USD")).toMatch(
      /^No .+ needed for Silver$/,
    );
  });

  it("history lines are words, not the stored kind", () => {
    const pinned = tierChangeText({ change: "pinned", from: "silver", to: "gold", reason: null, at: "" });
    expect(pinned).toBe("Kept at Gold by the programme team");
    expect(tierChangeText({ change: "promoted", from: "silver", to: "gold", reason: null, at: "" })).toBe(
      "Promoted from Silver to Gold",
    );
  });
});
