import Link from "next/link";
import { FunnelChart, LinksChart, ReviewTimeChart } from "@/components/analytics/activity-charts";
import { LeaderboardChart } from "@/components/analytics/leaderboard-chart";
import { MoneyChart } from "@/components/analytics/money-chart";
import { RangeForm, rangeFieldClass, rangeLabelClass } from "@/components/analytics/range-form";
import { PageHeader } from "@/components/admin/page-header";
import { analyticsCopy } from "@/content/analytics";
import { requireAdminPage } from "@/lib/server/admin/guard";
import { consoleAnalytics } from "@/lib/server/analytics/console";
import { tierIds, tierLabel } from "@/lib/validation/tier-options";
import type { AnalyticsChart } from "@/lib/validation/analytics";

export const metadata = { title: "Analytics" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// The programme's performance over a date range, filtered by partner, tier or country: each
// chart drawn on the server, with its numbers and its CSV.
export default async function AnalyticsPage({ searchParams }: Props) {
  await requireAdminPage();
  const { range, quarters, charts, countries, partner, targetHours } = await consoleAnalytics(
    await searchParams,
  );
  const { from, to, filter } = range;
  const query = (extra: Record<string, string | undefined>) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries({
      range: "custom",
      from,
      to,
      partnerId: filter.partnerId,
      tier: filter.tier,
      country: filter.country,
      targetHours: filter.targetHours ? String(filter.targetHours) : undefined,
      ...extra,
    }))
      if (value) params.set(key, value);
    return params.toString();
  };
  const csv = (chart: AnalyticsChart) => `/api/admin/analytics/${chart}?${query({ format: "csv" })}`;
  const money = { currency: charts["won-revenue"].currency, from, to };
  return (
    <>
      <PageHeader title="Analytics" description={analyticsCopy.consoleDescription(money.currency)} />
      <RangeForm
        action="/admin/analytics"
        preset={range.preset}
        quarter={range.quarter}
        quarters={quarters}
        from={from}
        to={to}
        error={range.error}
      >
        <label className={rangeLabelClass}>
          Tier
          <select name="tier" defaultValue={filter.tier ?? ""} className={rangeFieldClass}>
            <option value="">All tiers</option>
            {tierIds.map((tier) => (
              <option key={tier} value={tier}>
                {tierLabel(tier)}
              </option>
            ))}
          </select>
        </label>
        <label className={rangeLabelClass}>
          Country
          <select name="country" defaultValue={filter.country ?? ""} className={rangeFieldClass}>
            <option value="">All countries</option>
            {countries.map((country) => (
              <option key={country} value={country}>
                {country}
              </option>
            ))}
          </select>
        </label>
        <label className={rangeLabelClass}>
          Review target (hours)
          <input
            type="number"
            name="targetHours"
            min={1}
            max={2160}
            defaultValue={targetHours}
            className={`${rangeFieldClass} w-28`}
          />
        </label>
        {filter.partnerId ? <input type="hidden" name="partnerId" value={filter.partnerId} /> : null}
      </RangeForm>
      {filter.partnerId ? (
        <p className="mb-4 text-sm text-slate-700">
          Showing {partner ? partner.name : "an unknown partner"} only.{" "}
          <Link href={`/admin/analytics?${query({ partnerId: "" })}`} className="text-brand-dark underline">
            Show all partners
          </Link>
        </p>
      ) : null}
      <div className="grid gap-6 xl:grid-cols-2">
        <MoneyChart
          id="won-revenue"
          title="Won revenue"
          noun={["won deal", "won deals"]}
          rows={charts["won-revenue"].rows}
          rule={charts["won-revenue"].conversionRule}
          csvHref={csv("won-revenue")}
          {...money}
        />
        <MoneyChart
          id="pipeline"
          title="Partner-sourced pipeline"
          noun={["open deal", "open deals"]}
          rows={charts.pipeline.rows}
          rule={`${analyticsCopy.pipelineRule} ${charts.pipeline.conversionRule}`}
          csvHref={csv("pipeline")}
          {...money}
        />
        <FunnelChart rows={charts.funnel.rows} csvHref={csv("funnel")} from={from} to={to} />
        <ReviewTimeChart
          rows={charts["review-time"].rows}
          targetHours={targetHours}
          csvHref={csv("review-time")}
          from={from}
          to={to}
        />
        <MoneyChart
          id="commissions"
          title="Commissions earned"
          noun={["ledger line", "ledger lines"]}
          rows={charts.commissions.rows}
          rule={`${analyticsCopy.commissionsRule} ${charts.commissions.conversionRule}`}
          csvHref={csv("commissions")}
          {...money}
        />
        <MoneyChart
          id="payouts"
          title="Payouts paid"
          noun={["payout", "payouts"]}
          rows={charts.payouts.rows}
          rule={`${analyticsCopy.payoutsRule} ${charts.payouts.conversionRule}`}
          csvHref={csv("payouts")}
          {...money}
        />
        <LinksChart rows={charts.links.rows} csvHref={csv("links")} from={from} to={to} />
        <LeaderboardChart
          rows={charts.leaderboard.rows}
          currency={money.currency}
          rule={charts.leaderboard.conversionRule}
          csvHref={csv("leaderboard")}
          partnerHref={(partnerId) => `/admin/analytics?${query({ partnerId })}`}
          from={from}
          to={to}
        />
      </div>
    </>
  );
}
