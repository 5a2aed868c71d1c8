import { analyticsCopy } from "@/content/analytics";
import type { FunnelRow, LinksRow, ReviewTimeRow } from "@/lib/validation/analytics";
import { BarChart, type BarSeries } from "./bar-chart";
import { ChartPanel } from "./chart-panel";
import { count, monthLabel, orDash, shortMonth } from "./labels";

// The charts that count rather than add money: the partner funnel, deal review times and
// referral links' clicks, leads and conversions.

const plain = (value: number) => value.toLocaleString("en-US");

export function FunnelChart({
  rows,
  csvHref,
  from,
  to,
}: {
  rows: readonly FunnelRow[];
  csvHref: string;
  from: string;
  to: string;
}) {
  const first = rows[0]?.count ?? 0;
  const summary =
    first === 0
      ? `No claims were submitted from ${from} to ${to}.`
      : `Of ${count(first, "claim", "claims")} submitted from ${from} to ${to}, ` +
        rows
          .slice(1)
          .map((row) => `${plain(row.count)} reached ${row.label.toLowerCase()}`)
          .join(", ") +
        ".";
  const title = "Partner funnel";
  return (
    <ChartPanel
      id="funnel"
      title={title}
      summary={summary}
      rule={analyticsCopy.funnelRule}
      csvHref={csvHref}
      head={["Step", "Count", "Of previous step", "Median days from previous step"]}
      rows={rows.map((row) => [
        row.label,
        row.count,
        orDash(row.conversionPercent, " %"),
        orDash(row.medianDays),
      ])}
    >
      <BarChart
        title={title}
        description={summary}
        categories={rows.map((row) => row.label)}
        series={[{ name: title, fill: "fill-brand", values: rows.map((row) => row.count || null) }]}
        axisLabel={plain}
      />
    </ChartPanel>
  );
}

export function ReviewTimeChart({
  rows,
  targetHours,
  csvHref,
  from,
  to,
}: {
  rows: readonly ReviewTimeRow[];
  targetHours: number;
  csvHref: string;
  from: string;
  to: string;
}) {
  const decisions = rows.reduce((sum, row) => sum + row.decisions, 0);
  const over = rows.reduce((sum, row) => sum + row.overTarget, 0);
  const title = "Deal review time";
  const summary =
    decisions === 0
      ? `No deal was approved or rejected from ${from} to ${to}.`
      : `${count(decisions, "deal was", "deals were")} decided from ${from} to ${to}; ` +
        `${count(over, "decision", "decisions")} took longer than the ${targetHours}-hour target.`;
  const series: BarSeries[] = [
    { name: "Median hours", fill: "fill-brand", values: rows.map((row) => row.medianHours) },
    { name: "90th percentile hours", fill: "fill-amber-500", values: rows.map((row) => row.p90Hours) },
  ];
  return (
    <ChartPanel
      id="review-time"
      title={title}
      summary={summary}
      rule={`From a deal's registration to its approval or rejection; the target is ${targetHours} hours.`}
      legend={series}
      csvHref={csvHref}
      head={["Month", "Decisions", "Median hours", "90th percentile hours", "Over target"]}
      rows={rows.map((row) => [
        monthLabel(row.month),
        row.decisions,
        orDash(row.medianHours),
        orDash(row.p90Hours),
        row.overTarget,
      ])}
    >
      <BarChart
        title={title}
        description={summary}
        categories={rows.map((row) => shortMonth(row.month))}
        series={series}
        axisLabel={(value) => `${Math.round(value)} h`}
      />
    </ChartPanel>
  );
}

export function LinksChart({
  rows,
  csvHref,
  from,
  to,
}: {
  rows: readonly LinksRow[];
  csvHref: string;
  from: string;
  to: string;
}) {
  const sum = (key: "clicks" | "leads" | "conversions") => rows.reduce((total, row) => total + row[key], 0);
  const title = "Referral links";
  const summary =
    `From ${from} to ${to} referral links had ${count(sum("clicks"), "click", "clicks")}, ` +
    `${count(sum("leads"), "lead", "leads")} and ${count(sum("conversions"), "conversion", "conversions")}.`;
  const series: BarSeries[] = [
    { name: "Clicks", fill: "fill-brand-light", values: rows.map((row) => row.clicks || null) },
    { name: "Leads", fill: "fill-brand", values: rows.map((row) => row.leads || null) },
    { name: "Conversions", fill: "fill-emerald-600", values: rows.map((row) => row.conversions || null) },
  ];
  return (
    <ChartPanel
      id="links"
      title={title}
      summary={summary}
      legend={series}
      csvHref={csvHref}
      head={["Month", "Clicks", "Leads", "Conversions"]}
      rows={rows.map((row) => [monthLabel(row.month), row.clicks, row.leads, row.conversions])}
    >
      <BarChart
        title={title}
        description={summary}
        categories={rows.map((row) => shortMonth(row.month))}
        series={series}
        axisLabel={plain}
      />
    </ChartPanel>
  );
}
