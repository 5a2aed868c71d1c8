import { describe, expect, it } from "vitest";
import { approveDeal, rejectDeal } from "@/lib/server/deals/console-review";
import { createTestPartner } from "@/test/support/accounts";
import { useTestDatabase } from "@/test/support/test-database";
import { readChart } from "./charts";

// Review times come from deal_decisions, which the database writes with each decision's event:
// a decision made through the console counts at once, with its wait from registration.

const db = useTestDatabase();

async function pendingDeal(partnerId: string, id: string, registeredAt: string) {
  await db()
    .insertInto("deals")
    .values({
      id,
      partner_id: partnerId,
      customer_name: `Customer ${id}`,
      decision_maker_name: null,
      decision_maker_email: null,
      deal_size_minor: 500_000,
      status: "pending",
      stage: "prospecting",
      protection_expires: null,
      created_at: registeredAt,
      updated_at: registeredAt,
    })
    .execute();
}

describe("deal review time", () => {
  it("counts each console decision, its hours since registration, and those over the target", async () => {
    const { partner } = await createTestPartner();
    await pendingDeal(partner.id, "review-a", "2026-10-01T08:00:00.000Z");
    await pendingDeal(partner.id, "review-b", "2026-10-02T08:00:00.000Z");
    await approveDeal("review-a", { actorUserId: null, now: new Date("2026-10-02T20:00:00.000Z") });
    await rejectDeal("review-b", "Duplicate of an existing registration.", {
      actorUserId: null,
      now: new Date("2026-10-05T08:00:00.000Z"),
    });
    const answer = await readChart("review-time", { from: "2026-10-01", to: "2026-10-31", targetHours: 48 });
    expect(answer.rows).toEqual([
      { month: "2026-10", decisions: 2, medianHours: 54, p90Hours: 72, overTarget: 1 },
    ]);
    const other = await readChart("review-time", {
      from: "2026-10-01",
      to: "2026-10-31",
      partnerId: "nobody",
    });
    expect(other.rows[0]!.decisions).toBe(0);
  });
});
