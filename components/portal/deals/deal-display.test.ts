import { describe, expect, it } from "vitest";
import { dealStatuses } from "@/lib/validation/deal-options";
import { commissionText, dealFilters, dealProbability } from "./deal-display";

describe("deal display", () => {
  it("offers every status in the filter, In Review, Rejected, Withdrawn and Closed Lost too", () => {
    expect(dealFilters[0]).toBe("all");
    expect([...dealFilters.slice(1)].sort()).toEqual([...dealStatuses].sort());
    for (const status of ["in_review", "rejected", "withdrawn", "closed_lost"])
      expect(dealFilters).toContain(status);
  });

  it("shows no probability on rejected and withdrawn deals, the stage's on the others", () => {
    const deal = (status: string, probability = 40) => ({ status, stage: "proposal", probability });
    expect(dealProbability(deal("rejected"))).toBeNull();
    expect(dealProbability(deal("withdrawn"))).toBeNull();
    expect(dealProbability(deal("pending", 10))).toBe(10);
    expect(dealProbability(deal("approved"))).toBe(40);
    expect(dealProbability(deal("closed_lost", 0))).toBe(0);
  });

  it("words the commission: earned with its status, estimated when not won yet, none once refused", () => {
    const line = { amount: 500, currency: "USD", rate: 10 };
    expect(commissionText({ ...line, status: "approved" })).toBe("$500.00 (10%), Approved");
    expect(commissionText({ ...line, status: "pending" })).toBe("$500.00 (10%), Pending approval");
    expect(commissionText({ ...line, amount: 1875.5, rate: 12.5, status: null })).toBe(
      "$1,875.50 (12.5%) when won",
    );
    expect(commissionText(null)).toBe("None");
  });
});
