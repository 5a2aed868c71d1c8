import { analyticsCopy } from "@/content/analytics";
import { TierProgress } from "@/components/portal/dashboard/tier-progress";
import type { PartnerPerformance } from "@/lib/server/analytics/partner";
import { LinksChart } from "./activity-charts";
import { money, orDash } from "./labels";
import { MoneyChart } from "./money-chart";
import { RangeForm } from "./range-form";

// The portal's Performance tab: the company's (or, for a member, their own) pipeline and won
// revenue per month, win rate, commissions per month, link results and the way to the next
// tier. Server-rendered; the range is a GET form.

const ACTION = "/partner-portal/dashboard/performance";

export function PerformanceView({ data }: { data: PartnerPerformance }) {
  const { range, won } = data;
  const { from, to } = range;
  const currency = won.currency;
  const csv = (chart: string) => `/api/partners/performance/${chart}?from=${from}&to=${to}&format=csv`;
  const win = data.winRate;
  return (
    <div className="space-y-6">
      <RangeForm
        action={ACTION}
        preset={range.preset}
        quarter={range.quarter}
        quarters={data.quarters}
        from={from}
        to={to}
        error={range.error}
      />
      {data.ownDealsOnly ? <p className="text-sm text-slate-700">{analyticsCopy.ownDealsOnly}</p> : null}
      <section
        aria-labelledby="win-rate-heading"
        className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200"
      >
        <h2 id="win-rate-heading" className="text-lg font-semibold text-ink">
          Win rate
        </h2>
        <p className="mt-1 text-sm text-slate-700" data-testid="win-rate-summary">
          {win
            ? analyticsCopy.winRateSummary(
                orDash(win.winRatePercent, " %"),
                from,
                to,
                win.wonDeals,
                win.lostDeals,
                win.averageDealMinor === null ? "—" : money(win.averageDealMinor, currency),
              )
            : `No deal was won from ${from} to ${to}.`}
        </p>
        <a
          href={csv("win-rate")}
          className="mt-2 inline-block text-sm font-medium text-brand-dark underline underline-offset-2"
          download
        >
          Download CSV<span className="sr-only"> of Win rate</span>
        </a>
      </section>
      <MoneyChart
        id="won-revenue"
        title="Won revenue"
        noun={["won deal", "won deals"]}
        rows={won.rows}
        rule={won.conversionRule}
        csvHref={csv("won-revenue")}
        currency={currency}
        from={from}
        to={to}
      />
      <MoneyChart
        id="pipeline"
        title="Pipeline"
        noun={["open deal", "open deals"]}
        rows={data.pipeline.rows}
        rule={`${analyticsCopy.pipelineRule} ${data.pipeline.conversionRule}`}
        csvHref={csv("pipeline")}
        currency={currency}
        from={from}
        to={to}
      />
      {data.commissions ? (
        <MoneyChart
          id="commissions"
          title="Commissions"
          noun={["commission line", "commission lines"]}
          rows={data.commissions.rows}
          rule={`${analyticsCopy.partnerCommissionsRule} ${data.commissions.conversionRule}`}
          csvHref={csv("commissions")}
          currency={currency}
          from={from}
          to={to}
        />
      ) : null}
      <LinksChart rows={data.links.rows} csvHref={csv("links")} from={from} to={to} />
      <TierProgress view={data.tier} />
    </div>
  );
}
