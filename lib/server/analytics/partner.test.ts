import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/partners/performance/[chart]/route";
import { memberPermissionMessages } from "@/lib/member-roles";
import { generateProgramme, insertProgramme } from "@/test/support/analytics-programme";
import { testTeam } from "@/test/support/members";
import { callRoute } from "@/test/support/routes";
import { useTestDatabase } from "@/test/support/test-database";

// GET /api/partners/performance/{chart}: the signed-in company's own figures only; a member
// sees the deals they registered and no commissions.

const db = useTestDatabase();
const get = (chart: string, token: string, query = "from=2026-10-01&to=2026-11-15") =>
  callRoute(GET, `/api/partners/performance/${chart}?${query}`, { token, params: { chart } });

async function wonDeal(partnerId: string, registeredBy: string, minor: number, day: string) {
  const id = `own-${partnerId.slice(0, 8)}-${minor}`;
  await db()
    .insertInto("deals")
    .values({
      id,
      partner_id: partnerId,
      customer_name: "Northwind",
      decision_maker_name: null,
      decision_maker_email: null,
      deal_size_minor: minor,
      status: "closed_won",
      stage: "closed_won",
      protection_expires: null,
      created_at: `${day}T09:00:00.000Z`,
      updated_at: `${day}T10:00:00.000Z`,
      registered_by: registeredBy,
    })
    .execute();
  await db()
    .insertInto("deal_wins")
    .values({
      deal_id: id,
      won_on: day,
      reporting_currency: "USD",
      rate: "1",
      rate_from: null,
      reporting_minor: minor,
    })
    .execute();
}

describe("GET /api/partners/performance/{chart}", () => {
  it("answers with the company's own deals, and a member's own deals only", async () => {
    await insertProgramme(
      db(),
      generateProgramme({ partners: 10, deals: 400, ledgerLines: 100, today: "2026-11-15" }),
    );
    const team = await testTeam();
    await wonDeal(team.partnerId, team.owner.user.id, 100_000, "2026-10-05");
    await wonDeal(team.partnerId, team.member.user.id, 25_000, "2026-11-02");
    const total = (rows: unknown) =>
      (rows as { amountMinor: number }[]).reduce((sum, row) => sum + row.amountMinor, 0);

    const owner = await get("won-revenue", team.owner.token);
    expect(owner.status).toBe(200);
    expect(total(owner.json.rows)).toBe(125_000);
    const member = await get("won-revenue", team.member.token);
    expect(total(member.json.rows)).toBe(25_000);
    const winRate = await get("win-rate", team.finance.token);
    expect(winRate.json.rows).toMatchObject([{ wonDeals: 2, wonRevenueMinor: 125_000, winRatePercent: 100 }]);

    const refused = await get("commissions", team.member.token);
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe(memberPermissionMessages["earnings:read"]);
    expect((await get("commissions", team.finance.token)).status).toBe(200);

    const csv = await get("won-revenue", team.owner.token, "from=2026-10-01&to=2026-11-15&format=csv");
    const lines = (await csv.response.text()).trim().split("\r\n");
    expect(lines.slice(1)).toEqual(["2026-10,1000.00,1,USD 1000.00,", "2026-11,250.00,1,USD 250.00,"]);
  });

  it("refuses an unknown chart and a bad range", async () => {
    const team = await testTeam();
    expect((await get("leaderboard", team.owner.token)).status).toBe(404);
    expect((await get("pipeline", team.owner.token, "from=2026-11-15&to=2026-10-01")).status).toBe(400);
  });
});
