import Link from "next/link";
import { analyticsCopy } from "@/content/analytics";
import type { LeaderboardRow } from "@/lib/validation/analytics";
import { tierLabel } from "@/lib/validation/tier-options";
import { BarChart } from "./bar-chart";
import { ChartPanel } from "./chart-panel";
import { compactMoney, money, moneyList, orDash } from "./labels";

// Partners by won revenue: the top ten as bars, all 25 in the table, each name a link that
// filters the page to that partner.

export function LeaderboardChart({
  rows,
  currency,
  rule,
  csvHref,
  partnerHref,
  from,
  to,
}: {
  rows: readonly LeaderboardRow[];
  currency: string;
  rule: string | null;
  csvHref: string;
  partnerHref: (partnerId: string) => string;
  from: string;
  to: string;
}) {
  const title = "Leaderboard";
  const top = rows[0];
  const summary = top
    ? analyticsCopy.leaderboardSummary(
        rows.length,
        from,
        to,
        top.companyName,
        money(top.wonRevenueMinor, currency),
        top.wonDeals,
      )
    : `No partner won a deal from ${from} to ${to}.`;
  const shown = rows.slice(0, 10);
  return (
    <ChartPanel
      id="leaderboard"
      title={title}
      summary={summary}
      rule={rule}
      csvHref={csvHref}
      head={["#", "Partner", "Tier", "Won revenue", "Won", "Lost", "Win rate", "Average deal", "No rate"]}
      rows={rows.map((row) => [
        row.rank,
        <Link
          key="partner"
          href={partnerHref(row.partnerId)}
          className="text-brand-dark underline underline-offset-2"
        >
          {row.companyName}
        </Link>,
        tierLabel(row.tier),
        money(row.wonRevenueMinor, currency),
        row.wonDeals,
        row.lostDeals,
        orDash(row.winRatePercent, " %"),
        row.averageDealMinor === null ? "—" : money(row.averageDealMinor, currency),
        moneyList(row.unconverted),
      ])}
    >
      <BarChart
        title={title}
        description={summary}
        categories={shown.map((row) => `#${row.rank}`)}
        series={[
          {
            name: "Won revenue",
            fill: "fill-brand",
            values: shown.map((row) => row.wonRevenueMinor || null),
          },
        ]}
        axisLabel={compactMoney(currency)}
      />
    </ChartPanel>
  );
}
