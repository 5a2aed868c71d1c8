import "server-only";
import { toMajorText } from "@/lib/money";
import { csvFile, type CsvValue } from "@/lib/server/csv";
import { getDb } from "@/lib/server/db";
import { env } from "@/lib/server/env";
import { reportingCurrency } from "@/lib/server/money/exchange-rates";
import type {
  AnalyticsAnswer,
  AnalyticsChart,
  AnalyticsFilter,
  FunnelRow,
  LeaderboardRow,
  LinksRow,
  MoneyMonthRow,
  ReviewTimeRow,
} from "@/lib/validation/analytics";
import { commissionRows } from "./commissions";
import { funnelRows } from "./funnel";
import { leaderboardRows } from "./leaderboard";
import { linksRows } from "./links";
import { payoutRows } from "./payouts";
import { monthEndRule, pipelineRows } from "./pipeline";
import { reviewTimeRows } from "./review-time";
import { wonRevenueRows, wonRevenueRule } from "./won-revenue";

// Every chart by name: its rows for a filter, the rule its money was converted by, and its
// CSV (exactly the rows, amounts as exact decimals of the reporting currency).

export interface ChartAnswers {
  "won-revenue": MoneyMonthRow;
  pipeline: MoneyMonthRow;
  funnel: FunnelRow;
  "review-time": ReviewTimeRow;
  commissions: MoneyMonthRow;
  payouts: MoneyMonthRow;
  links: LinksRow;
  leaderboard: LeaderboardRow;
}

const conversionRules: Record<AnalyticsChart, string | null> = {
  "won-revenue": wonRevenueRule,
  pipeline: monthEndRule,
  funnel: null,
  "review-time": null,
  commissions: monthEndRule,
  payouts: monthEndRule,
  links: null,
  leaderboard: wonRevenueRule,
};

export async function readChart<C extends AnalyticsChart>(
  chart: C,
  filter: AnalyticsFilter,
  now = new Date(),
): Promise<AnalyticsAnswer<ChartAnswers[C]>> {
  const db = await getDb();
  const currency = reportingCurrency();
  const today = now.toISOString().slice(0, 10);
  const rows = await (async (): Promise<unknown[]> => {
    switch (chart) {
      case "won-revenue":
        return wonRevenueRows(db, filter, currency);
      case "pipeline":
        return pipelineRows(db, filter, currency, today);
      case "funnel":
        return funnelRows(db, filter);
      case "review-time":
        return reviewTimeRows(db, filter, filter.targetHours ?? env().DEAL_REVIEW_TARGET_HOURS);
      case "commissions":
        return commissionRows(db, filter, currency, today);
      case "payouts":
        return payoutRows(db, filter, currency, today);
      case "links":
        return linksRows(db, filter);
      case "leaderboard":
        return leaderboardRows(db, filter, currency);
    }
    return [];
  })();
  return {
    chart,
    currency,
    from: filter.from,
    to: filter.to,
    conversionRule: conversionRules[chart],
    rows: rows as ChartAnswers[C][],
  };
}

const moneyList = (lines: readonly { currency: string; amountMinor: number }[]) =>
  lines.map((line) => `${line.currency} ${toMajorText(line.amountMinor, line.currency)}`).join("; ");

/** The chart's rows as a CSV file: a header, then one record per row. */
export function chartCsv(answer: AnalyticsAnswer): string {
  const { currency } = answer;
  const amount = (minor: number | null) => (minor === null ? null : toMajorText(minor, currency));
  const table: CsvValue[][] = (() => {
    switch (answer.chart) {
      case "won-revenue":
      case "pipeline":
      case "commissions":
      case "payouts":
        return [
          ["month", `amount_${currency}`, "count", "by_currency", "without_rate"],
          ...(answer.rows as MoneyMonthRow[]).map((row) => [
            row.month,
            amount(row.amountMinor),
            row.count,
            moneyList(row.byCurrency),
            moneyList(row.unconverted),
          ]),
        ];
      case "funnel":
        return [
          ["step", "count", "conversion_percent", "median_days"],
          ...(answer.rows as FunnelRow[]).map((row) => [
            row.label,
            row.count,
            row.conversionPercent,
            row.medianDays,
          ]),
        ];
      case "review-time":
        return [
          ["month", "decisions", "median_hours", "p90_hours", "over_target"],
          ...(answer.rows as ReviewTimeRow[]).map((row) => [
            row.month,
            row.decisions,
            row.medianHours,
            row.p90Hours,
            row.overTarget,
          ]),
        ];
      case "links":
        return [
          ["month", "clicks", "leads", "conversions"],
          ...(answer.rows as LinksRow[]).map((row) => [row.month, row.clicks, row.leads, row.conversions]),
        ];
      case "leaderboard":
        return [
          [
            "rank",
            "partner",
            "tier",
            "country",
            `won_revenue_${currency}`,
            "won_deals",
            "lost_deals",
            "win_rate_percent",
            `average_deal_${currency}`,
            "without_rate",
          ],
          ...(answer.rows as LeaderboardRow[]).map((row) => [
            row.rank,
            row.companyName,
            row.tier,
            row.country,
            amount(row.wonRevenueMinor),
            row.wonDeals,
            row.lostDeals,
            row.winRatePercent,
            amount(row.averageDealMinor),
            moneyList(row.unconverted),
          ]),
        ];
    }
  })();
  return csvFile(table);
}
