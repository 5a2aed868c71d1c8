import type { MoneyMonthRow } from "@/lib/validation/analytics";
import { BarChart, type BarSeries } from "./bar-chart";
import { ChartPanel } from "./chart-panel";
import { compactMoney, count, money, moneyList, monthLabel, shortMonth } from "./labels";

// A money-per-month chart (won revenue, pipeline, commissions, payouts): the converted total
// per month as bars; the table adds each currency's own total and what had no rate.

export function MoneyChart({
  id,
  title,
  noun,
  rows,
  currency,
  rule,
  csvHref,
  from,
  to,
}: {
  id: string;
  title: string;
  /** What is counted: ["deal", "deals"], ["line", "lines"], ["payout", "payouts"]. */
  noun: readonly [string, string];
  rows: readonly MoneyMonthRow[];
  currency: string;
  rule: string | null;
  csvHref: string;
  from: string;
  to: string;
}) {
  const total = rows.reduce((sum, row) => sum + row.amountMinor, 0);
  const items = rows.reduce((sum, row) => sum + row.count, 0);
  const empty = rows.filter((row) => row.count === 0).length;
  const best = rows.reduce<MoneyMonthRow | null>(
    (top, row) => (row.count && (!top || row.amountMinor > top.amountMinor) ? row : top),
    null,
  );
  const unconverted = rows.flatMap((row) => row.unconverted);
  const summary = [
    `${title} from ${from} to ${to}: ${money(total, currency)} from ${count(items, noun[0], noun[1])}.`,
    best ? `Highest month: ${monthLabel(best.month)} (${money(best.amountMinor, currency)}).` : "",
    empty ? `${count(empty, "month", "months")} with none.` : "",
    unconverted.length ? `Not counted for want of a rate: ${moneyList(unconverted)}.` : "",
  ]
    .filter(Boolean)
    .join(" ");
  const series: BarSeries[] = [
    { name: title, fill: "fill-brand", values: rows.map((row) => (row.count ? row.amountMinor : null)) },
  ];
  return (
    <ChartPanel
      id={id}
      title={title}
      summary={summary}
      rule={rule}
      csvHref={csvHref}
      head={[
        "Month",
        `Total (${currency})`,
        noun[1][0]!.toUpperCase() + noun[1].slice(1),
        "Each currency",
        "No rate",
      ]}
      rows={rows.map((row) => [
        monthLabel(row.month),
        row.count ? money(row.amountMinor, currency) : "—",
        row.count,
        moneyList(row.byCurrency),
        moneyList(row.unconverted),
      ])}
    >
      <BarChart
        title={title}
        description={summary}
        categories={rows.map((row) => shortMonth(row.month))}
        series={series}
        axisLabel={compactMoney(currency)}
      />
    </ChartPanel>
  );
}
