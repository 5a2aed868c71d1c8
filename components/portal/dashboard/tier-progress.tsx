import Link from "next/link";
import { portalRoutes } from "@/lib/portal-routes";
import { pinLastDay, tierLabel } from "@/lib/validation/tier-options";
import type { PartnerTierView } from "@/lib/validation/tiers";
import { Panel, ProgressBar } from "./dashboard-ui";
import { formatMoney, formatMoneyList } from "@/lib/money";
import { formatDate } from "./format";
import { requirementProgress, tierChangeText, tierRequirementText } from "@/lib/tier-words";

// The Overview's tier panel: the partner's tier badge and benefits, each requirement of the
// next tier as a bar with its value in words ("$212,000 of $250,000 won revenue to Gold"),
// the grace period or pin when there is one, and the tier history.

export function TierProgress({ view }: { view: PartnerTierView }) {
  const name = tierLabel(view.tier);
  return (
    <Panel
      title="Your tier"
      actions={
        <span
          data-testid="tier-badge"
          className="rounded-full bg-brand/10 px-3 py-1 text-sm font-semibold text-brand-dark ring-1 ring-brand/30"
        >
          {name}
        </span>
      }
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="space-y-3">
          <p className="text-slate-700">
            {name} since {formatDate(view.since)}
            {view.pinnedUntil
              ? `, kept by the programme team through ${formatDate(pinLastDay(view.pinnedUntil))}`
              : ""}
            .
          </p>
          {view.benefits ? (
            <dl className="grid grid-cols-3 gap-3 text-sm" data-testid="tier-benefits">
              <div>
                <dt className="text-slate-600">Commission rate</dt>
                <dd className="text-lg font-semibold text-ink">
                  {view.ownCommissionRate ?? view.benefits.commissionRate}%
                </dd>
                {view.ownCommissionRate !== null ? (
                  <dd className="text-xs text-slate-600">your own rate</dd>
                ) : null}
              </div>
              <div>
                <dt className="text-slate-600">Deal protection</dt>
                <dd className="text-lg font-semibold text-ink">{view.benefits.protectionDays} days</dd>
              </div>
              <div>
                <dt className="text-slate-600">Market development</dt>
                <dd className="text-lg font-semibold text-ink">
                  <Link
                    href={`${portalRoutes.dashboard}/market-development`}
                    className="text-brand-dark underline underline-offset-2"
                    data-testid="tier-mdf-link"
                  >
                    {formatMoney(view.benefits.mdfQuarterlyMinor, view.currency)}
                  </Link>
                </dd>
                <dd className="text-xs text-slate-600">per quarter</dd>
              </div>
            </dl>
          ) : null}
          {view.graceEndsAt ? (
            <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
              Your results no longer meet the {name} requirements. You keep {name} until{" "}
              {formatDate(view.graceEndsAt)}.
            </p>
          ) : null}
        </div>
        <div>
          {view.next ? (
            <>
              <h3 className="mb-3 font-semibold text-ink">Progress to {tierLabel(view.next.tier)}</h3>
              <ul className="space-y-3" data-testid="tier-requirements">
                {view.next.requirements.map((requirement) => {
                  const text = tierRequirementText(requirement, view.next!.tier, view.currency);
                  // A requirement of nothing ("0 of 0 certifications") gets no bar.
                  const { current, target } = requirementProgress(requirement);
                  const percent = target <= 0 ? null : (current / target) * 100;
                  return (
                    <li key={requirement.metric}>
                      <p className="mb-1 text-sm text-slate-800">{text}</p>
                      {percent === null ? null : <ProgressBar value={percent} label={text} />}
                    </li>
                  );
                })}
              </ul>
              <p className="mt-3 text-xs text-slate-600" data-testid="tier-revenue-basis">
                Won revenue and won deals count the last 12 months. Deals in other currencies count in{" "}
                {view.currency}, converted at the exchange rate in force on the day each was won.
                {view.unconvertedRevenue.length
                  ? ` Not counted yet, for want of a rate on their win date: ${formatMoneyList(
                      view.unconvertedRevenue.map((line) => ({
                        minor: line.amountMinor,
                        currency: line.currency,
                      })),
                    )}.`
                  : ""}
              </p>
            </>
          ) : (
            <p className="text-slate-700">{name} is the programme&apos;s highest tier.</p>
          )}
        </div>
      </div>
      {view.history.length ? (
        <details className="mt-6">
          <summary className="cursor-pointer text-sm font-semibold text-brand-dark">Tier history</summary>
          <ul className="mt-2 divide-y divide-slate-200 text-sm" data-testid="tier-history">
            {view.history.map((entry, index) => (
              <li key={`${entry.at}-${index}`} className="flex justify-between gap-3 py-2">
                <span className="text-slate-800">{tierChangeText(entry)}</span>
                <span className="shrink-0 text-slate-600">{formatDate(entry.at)}</span>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </Panel>
  );
}
