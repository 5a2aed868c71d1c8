import { emptyStates, type DashboardTabId } from "@/content/portal";
import type { DashboardSummary, OnboardingChecklist as Checklist } from "@/lib/validation/dashboard";
import type { PartnerTierView } from "@/lib/validation/tiers";
import { EmptyState, Panel, StatCard } from "./dashboard-ui";
import { cardMoney, cardMoneyList, exactMoney, formatDate } from "./format";
import { OnboardingChecklist } from "./onboarding-checklist";
import { OverviewNotifications } from "./overview-notifications";
import { PageLoadError } from "./page-load-error";
import { TabButton } from "./tab-button";
import { TierProgress } from "./tier-progress";
import { can, type MemberPermission, type MemberRole } from "@/lib/member-roles";
import { formatMoneyList } from "@/lib/money";

/** How Total Revenue was counted: won deals in the reporting currency, at their win date's rate. */
function revenueNote(stats: DashboardSummary["stats"]): string {
  const left = stats.revenue_unconverted ?? [];
  const base = `Won deals in ${stats.currency}, each at the rate of its win date`;
  if (left.length === 0) return base;
  const list = formatMoneyList(left.map((line) => ({ minor: line.amountMinor, currency: line.currency })));
  return `${base}; not counted for want of a rate: ${list}`;
}

// Submit Deal opens the New Deal form on the Deals route; an action the role cannot take is left out.
const quickActions: readonly {
  label: string;
  tab: DashboardTabId;
  open?: Record<string, string>;
  needs?: MemberPermission;
}[] = [
  { label: "Submit Deal", tab: "deals", open: { new: "deal" }, needs: "deals:write" },
  { label: "Add Referral", tab: "referrals", needs: "referrals:write" },
  { label: "View Reports", tab: "commissions", needs: "earnings:read" },
  { label: "Get Resources", tab: "resources" },
];

/**
 * Cards, the tier, recent deals, notifications and quick actions, rendered with the page. A
 * card's trend label compares with the previous month and comes from the server only when
 * there is one to compare with. A tier that could not be read says so with Retry; an
 * onboarding checklist that could not be read is left out (the Overview is whole without it).
 */
export function OverviewTab({
  summary,
  tier,
  onboarding,
  role,
}: {
  summary: DashboardSummary;
  /** The signed-in user's role: what it cannot do is left out (the server refuses it anyway). */
  role: MemberRole;
  tier: { view: PartnerTierView } | { failure: string };
  onboarding: Checklist | null;
}) {
  const { stats, trends } = summary;
  const recent = summary.recentDeals;
  // A role without earnings gets no money figures from the server: no cards for them.
  const showsMoney = can(role, "earnings:read");
  return (
    <div className="space-y-6">
      {onboarding ? <OnboardingChecklist initial={onboarding} /> : null}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
        {showsMoney ? (
          <>
            <StatCard
              label="Total Revenue"
              {...cardMoney(stats.total_revenue, stats.currency)}
              trend={trends.total_revenue}
              note={revenueNote(stats)}
            />
            <StatCard
              label="Pending Commission"
              {...cardMoneyList(stats.pending_commission_by_currency)}
              note="Approved or pending, not paid yet"
            />
          </>
        ) : null}
        <StatCard label="Active Deals" value={stats.active_deals} />
        <StatCard label="Total Referrals" value={stats.total_referrals} trend={trends.total_referrals} />
        <StatCard label="Partner Points" value={summary.partner.points.toLocaleString("en-US")} />
      </div>
      {"view" in tier ? <TierProgress view={tier.view} /> : <PageLoadError message={tier.failure} />}
      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title="Recent Activities">
          {recent.length === 0 ? (
            <EmptyState
              action={
                can(role, "deals:write") ? (
                  <TabButton tab="deals" open={{ new: "deal" }}>
                    {emptyStates.recentActivity.action}
                  </TabButton>
                ) : null
              }
            >
              {emptyStates.recentActivity.text}
            </EmptyState>
          ) : (
            <ul className="divide-y divide-slate-200">
              {recent.map((deal, index) => (
                <li
                  key={`${deal.customer_name}-${index}`}
                  className="flex items-center justify-between gap-3 py-3"
                >
                  <div className="min-w-0">
                    <p className="truncate font-medium text-slate-900">{deal.customer_name}</p>
                    <p className="text-sm text-slate-600">{formatDate(deal.created_at)}</p>
                  </div>
                  <p className="shrink-0 font-semibold text-ink">
                    {exactMoney(deal.deal_size, deal.currency)}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <OverviewNotifications />
      </div>
      <Panel title="Quick Actions">
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {quickActions
            .filter((action) => !action.needs || can(role, action.needs))
            .map((action) => (
              <TabButton
                key={action.label}
                tab={action.tab}
                open={action.open}
                variant="secondary"
                className="border-slate-200 bg-slate-50 px-4 py-3 text-brand-dark hover:border-brand hover:bg-brand/5"
              >
                {action.label}
              </TabButton>
            ))}
        </div>
      </Panel>
    </div>
  );
}
