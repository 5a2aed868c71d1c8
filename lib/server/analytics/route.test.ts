import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/admin/analytics/[chart]/route";
import { analyticsMessages } from "@/lib/validation/analytics";
import { adminToken, partnerToken } from "@/test/support/accounts";
import { generateProgramme, insertProgramme } from "@/test/support/analytics-programme";
import { callRoute } from "@/test/support/routes";
import { useTestDatabase } from "@/test/support/test-database";

// GET /api/admin/analytics/{chart}: admins only, each bad filter refused with its message, and
// the CSV download holding exactly the rows the JSON answer gives.

const db = useTestDatabase();
const get = (chart: string, query: string, token?: string) =>
  callRoute(GET, `/api/admin/analytics/${chart}?${query}`, { token, params: { chart } });

describe("GET /api/admin/analytics/{chart}", () => {
  it("answers admins only", async () => {
    expect((await get("won-revenue", "from=2026-01-01&to=2026-03-31")).status).toBe(401);
    const partner = await partnerToken();
    expect((await get("won-revenue", "from=2026-01-01&to=2026-03-31", partner.token)).status).toBe(403);
  });

  it("refuses an unknown chart and each bad filter with a clear message", async () => {
    const { token } = await adminToken();
    const cases: [string, string, number, string][] = [
      ["revenue", "from=2026-01-01&to=2026-03-31", 404, analyticsMessages.unknownChart],
      ["pipeline", "from=2026-02-30&to=2026-03-31", 400, analyticsMessages.badDate],
      ["pipeline", "to=2026-03-31", 400, analyticsMessages.badDate],
      ["pipeline", "from=2026-04-01&to=2026-03-31", 400, analyticsMessages.fromAfterTo],
      ["pipeline", "from=2020-01-01&to=2026-03-31", 400, analyticsMessages.rangeTooLong],
      ["pipeline", "from=2026-01-01&to=2026-03-31&format=xml", 400, analyticsMessages.badFormat],
      ["review-time", "from=2026-01-01&to=2026-03-31&targetHours=0", 400, analyticsMessages.badTarget],
      [
        "pipeline",
        `from=2026-01-01&to=2026-03-31&partnerId=${"x".repeat(65)}`,
        400,
        analyticsMessages.partnerId,
      ],
    ];
    for (const [chart, query, status, message] of cases) {
      const answer = await get(chart, query, token);
      expect(answer.status, `${chart}?${query}`).toBe(status);
      expect(answer.json.message ?? answer.json.error).toBe(message);
    }
  });

  it("gives the chart's rows as JSON and exactly those rows as CSV", async () => {
    const { token } = await adminToken();
    await insertProgramme(
      db(),
      generateProgramme({ partners: 12, deals: 300, ledgerLines: 150, today: "2026-11-15" }),
    );
    const query = "from=2026-01-01&to=2026-06-30";
    const json = await get("won-revenue", query, token);
    expect(json.status).toBe(200);
    expect(json.json).toMatchObject({ chart: "won-revenue", currency: "USD" });
    const rows = json.json.rows as { month: string; amountMinor: number; count: number }[];
    expect(rows.map((row) => row.month)).toEqual([
      "2026-01",
      "2026-02",
      "2026-03",
      "2026-04",
      "2026-05",
      "2026-06",
    ]);
    const csv = await get("won-revenue", `${query}&format=csv`, token);
    expect(csv.response.headers.get("content-type")).toContain("text/csv");
    const lines = (await csv.response.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("month,amount_USD,count,by_currency,without_rate");
    expect(lines.length).toBe(rows.length + 1);
    lines.slice(1).forEach((line, index) => {
      const [month, amount, count] = line.split(",");
      expect(month).toBe(rows[index]!.month);
      expect(Math.round(Number(amount) * 100)).toBe(rows[index]!.amountMinor);
      expect(Number(count)).toBe(rows[index]!.count);
    });
    for (const chart of [
      "pipeline",
      "funnel",
      "review-time",
      "commissions",
      "payouts",
      "links",
      "leaderboard",
    ]) {
      const answer = await get(chart, query, token);
      expect(answer.status, chart).toBe(200);
      const file = await (await get(chart, `${query}&format=csv`, token)).response.text();
      expect(file.trim().split("\r\n").length, chart).toBe((answer.json.rows as unknown[]).length + 1);
    }
  });
});
