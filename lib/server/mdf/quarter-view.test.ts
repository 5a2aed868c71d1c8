import { describe, expect, it } from "vitest";
import { useTestDatabase } from "@/test/support/test-database";
import { GET as mdfRoute } from "@/app/api/partners/mdf/route";
import { mdfMessages } from "@/lib/validation/mdf";
import { callRoute } from "@/test/support/routes";
import { mdfPartner } from "@/test/support/mdf";
import { setMdfAllocation } from "./console";
import { nextQuarter, previousQuarter, quarterOf } from "./quarters";

// A partner reads any quarter's budget (?quarter=), not only the current one; an unreadable
// quarter is refused with its message.

useTestDatabase();

describe("a quarter's budget for the partner", () => {
  it("answers the quarter asked for, and this quarter by default", async () => {
    const { token, partnerId } = await mdfPartner();
    const current = quarterOf(new Date());
    const last = previousQuarter(current);
    await setMdfAllocation(
      partnerId,
      { quarter: last, kind: "override", amountMinor: 123_400, reason: "Event season" },
      { userId: null },
    );
    const past = await callRoute(mdfRoute, `/api/partners/mdf?quarter=${last}`, { token });
    expect(past.status).toBe(200);
    expect(past.json.budget).toMatchObject({ quarter: last, allocatedMinor: 123_400 });
    const now = await callRoute(mdfRoute, "/api/partners/mdf", { token });
    const budget = now.json.budget as { quarter: string; allocatedMinor: number };
    expect(budget.quarter).toBe(current);
    expect(budget.allocatedMinor).not.toBe(123_400);
  });

  it("refuses a quarter that is not one", async () => {
    const { token } = await mdfPartner();
    for (const quarter of ["2026-Q5", "2026", "Q4-2026"]) {
      const answer = await callRoute(mdfRoute, `/api/partners/mdf?quarter=${quarter}`, { token });
      expect(answer.status, quarter).toBe(400);
      expect(answer.json.error).toBe(mdfMessages.quarter);
    }
  });

  it("steps between quarters across a year's end", () => {
    expect(nextQuarter("2026-Q4")).toBe("2027-Q1");
    expect(previousQuarter("2027-Q1")).toBe("2026-Q4");
    expect(nextQuarter("2026-Q2")).toBe("2026-Q3");
  });
});
