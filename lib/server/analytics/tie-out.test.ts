import { describe, expect, it } from "vitest";
import type { AnalyticsFilter, MoneyMonthRow } from "@/lib/validation/analytics";
import { useTestDatabase } from "@/test/support/test-database";
import { generateProgramme, insertProgramme, type Programme } from "@/test/support/analytics-programme";
import {
  convertAtMonthEnd,
  expectedDecisions,
  expectedFunnel,
  expectedLedger,
  expectedLinks,
  expectedPayouts,
  expectedPipeline,
  expectedWon,
  sumTotals,
} from "@/test/support/analytics-expected";
import { readChart } from "./charts";
import { monthsOf } from "./scope";

// Every chart over a generated programme (several currencies, wins without a rate, reversals)
// against the same figures totalled straight from the rows written, to the cent, for several
// filters. Runs on SQLite, and on PostgreSQL when DATABASE_URL is set.

const db = useTestDatabase();
const today = "2026-11-15";
const now = new Date(`${today}T23:30:00Z`);
let programme: Programme;

const filters = (): AnalyticsFilter[] => [
  { from: "2025-07-01", to: today },
  { from: "2026-05-01", to: "2026-10-31", tier: "GOLD" },
  { from: "2025-11-16", to: today, country: "de" },
  { from: "2025-07-01", to: today, partnerId: programme.partners[0]!.id },
];

const currencyMap = (lines: { currency: string; amountMinor: number }[]) =>
  new Map(lines.filter((line) => line.amountMinor !== 0).map((line) => [line.currency, line.amountMinor]));
const nonZero = (totals: Map<string, number> | undefined) =>
  new Map([...(totals ?? new Map<string, number>())].filter(([, minor]) => minor !== 0));

function expectMonthTotals(
  rows: MoneyMonthRow[],
  filter: AnalyticsFilter,
  totals: Map<string, Map<string, number>>,
) {
  const converted = convertAtMonthEnd(totals, today);
  expect(rows.map((row) => row.month)).toEqual(monthsOf(filter));
  for (const row of rows) {
    expect(currencyMap(row.byCurrency)).toEqual(nonZero(totals.get(row.month)));
    expect(row.amountMinor).toBe(converted.get(row.month)?.amountMinor ?? 0);
    expect(currencyMap(row.unconverted)).toEqual(nonZero(converted.get(row.month)?.missing));
  }
}

describe("analytics tie out with the deals and the ledger", () => {
  it("generates a programme with every kind of row", async () => {
    programme = generateProgramme({ partners: 40, deals: 1_500, ledgerLines: 900, today });
    await insertProgramme(db(), programme);
    expect(programme.wins.some((win) => win.reporting_minor === null)).toBe(true);
    expect(programme.commissions.some((line) => Number(line.amount_minor) < 0)).toBe(true);
  });

  it("won revenue: each month's converted value, deals, currencies and wins without a rate", async () => {
    for (const filter of filters()) {
      const answer = await readChart("won-revenue", filter, now);
      const expected = expectedWon(programme, filter);
      expect(answer.currency).toBe("USD");
      expect(answer.rows.map((row) => row.month)).toEqual(monthsOf(filter));
      for (const row of answer.rows) {
        expect(row.amountMinor).toBe(expected.months.get(row.month)?.amountMinor ?? 0);
        expect(row.count).toBe(expected.months.get(row.month)?.count ?? 0);
        expect(currencyMap(row.byCurrency)).toEqual(nonZero(expected.native.get(row.month)));
        expect(currencyMap(row.unconverted)).toEqual(nonZero(expected.missing.get(row.month)));
      }
      const total = answer.rows.reduce((sum, row) => sum + row.amountMinor, 0);
      expect(total).toBe([...expected.months.values()].reduce((sum, month) => sum + month.amountMinor, 0));
    }
    const all = await readChart("won-revenue", filters()[0]!, now);
    expect(all.rows.some((row) => row.unconverted.length > 0)).toBe(true);
  });

  it("pipeline, commissions and payouts: each currency's sum and its month-end conversion", async () => {
    for (const filter of filters()) {
      expectMonthTotals(
        (await readChart("pipeline", filter, now)).rows,
        filter,
        expectedPipeline(programme, filter),
      );
      const ledger = expectedLedger(programme, filter);
      const commissions = (await readChart("commissions", filter, now)).rows;
      expectMonthTotals(commissions, filter, ledger);
      // The ledger's own total per currency, reversals included.
      const perCurrency = new Map<string, number>();
      for (const row of commissions)
        for (const line of row.byCurrency)
          perCurrency.set(line.currency, (perCurrency.get(line.currency) ?? 0) + line.amountMinor);
      expect(nonZero(perCurrency)).toEqual(nonZero(sumTotals(ledger)));
      expectMonthTotals(
        (await readChart("payouts", filter, now)).rows,
        filter,
        expectedPayouts(programme, filter),
      );
    }
  });

  it("leaderboard: each partner's won revenue and deals equal the won-revenue chart's", async () => {
    for (const filter of filters()) {
      const answer = await readChart("leaderboard", filter, now);
      const expected = expectedWon(programme, filter);
      const ranked = [...expected.byPartner].sort(([, a], [, b]) => b.amountMinor - a.amountMinor);
      expect(answer.rows.length).toBe(Math.min(25, ranked.length));
      for (const row of answer.rows) {
        expect(row.wonRevenueMinor).toBe(expected.byPartner.get(row.partnerId)!.amountMinor);
        expect(row.wonDeals).toBe(expected.byPartner.get(row.partnerId)!.count);
      }
      if (ranked.length <= 25) {
        const won = await readChart("won-revenue", filter, now);
        expect(answer.rows.reduce((sum, row) => sum + row.wonRevenueMinor, 0)).toBe(
          won.rows.reduce((sum, row) => sum + row.amountMinor, 0),
        );
      }
      for (let i = 1; i < answer.rows.length; i += 1)
        expect(answer.rows[i - 1]!.wonRevenueMinor).toBeGreaterThanOrEqual(answer.rows[i]!.wonRevenueMinor);
    }
  });

  it("review time, links and the funnel count what the rows hold", async () => {
    for (const filter of filters()) {
      const review = await readChart("review-time", { ...filter, targetHours: 48 }, now);
      const hours = expectedDecisions(programme, filter);
      for (const row of review.rows) {
        const list = (hours.get(row.month) ?? []).sort((a, b) => a - b);
        expect(row.decisions).toBe(list.length);
        expect(row.overTarget).toBe(list.filter((value) => value > 48).length);
        if (list.length === 0) expect(row.medianHours).toBeNull();
      }
      const links = await readChart("links", filter, now);
      const expectedLinkCounts = expectedLinks(programme, filter);
      for (const row of links.rows) {
        expect(row.clicks).toBe(expectedLinkCounts.clicks.get(row.month) ?? 0);
        expect(row.leads).toBe(expectedLinkCounts.leads.get(row.month) ?? 0);
        expect(row.conversions).toBe(expectedLinkCounts.conversions.get(row.month) ?? 0);
      }
      const funnel = await readChart("funnel", filter, now);
      expect(funnel.rows.map((row) => row.count)).toEqual(expectedFunnel(programme, filter));
    }
  });

  it("shows an empty period as empty: months with nothing are zero, not left out or filled in", async () => {
    const filter = { from: "2020-01-01", to: "2020-03-31" };
    const answer = await readChart("won-revenue", filter, now);
    expect(answer.rows).toEqual(
      ["2020-01", "2020-02", "2020-03"].map((month) => ({
        month,
        amountMinor: 0,
        count: 0,
        byCurrency: [],
        unconverted: [],
      })),
    );
    expect((await readChart("leaderboard", filter, now)).rows).toEqual([]);
    const review = await readChart("review-time", filter, now);
    expect(review.rows.every((row) => row.decisions === 0 && row.medianHours === null)).toBe(true);
  });
});
