"use client";

import { Button } from "@/components/portal/ui/button";
import { emptyStates, type DashboardTabId } from "@/content/portal";
import { EmptyState, Panel, StatCard } from "./dashboard-ui";
import { OnboardingChecklist } from "./onboarding-checklist";
import { cardMoney, exactMoney, formatDate } from "./format";
import { TierProgress } from "./tier-progress";
import type { DashboardSummary } from "@/lib/types/dashboard";
import type { PartnerNotification } from "@/lib/types/notifications";
import { NotificationList } from "./notification-list";
import type { Inbox } from "./use-notifications";
import { useMember } from "@/components/portal/member-context";
import { can, type MemberPermission } from "@/lib/member-roles";

const quickActions: readonly { label: string; tab: DashboardTabId; needs?: MemberPermission }[] = [
  { label: "Submit Deal", tab: "deals", needs: "deals:write" },
  { label: "Add Referral", tab: "referrals", needs: "referrals:write" },
  { label: "View Reports", tab: "commissions", needs: "earnings:read" },
  { label: "Get Resources", tab: "resources" },
];

/**
 * Cards, recent deals, notifications and quick actions. A card's trend label compares with
 * the previous month and comes from the server only when there is one to compare with. The
 * notifications are the bell's: opening one marks it read, and so does "Mark all read".
 */
export function OverviewTab({
  summary,
  inbox,
  onOpenTab,
  onOpenNotification,
}: {
  summary: DashboardSummary | undefined;
  inbox: Inbox;
  onOpenTab: (tab: DashboardTabId) => void;
  onOpenNotification: (note: PartnerNotification) => void;
}) {
  const stats = summary?.stats;
  const trends = summary?.trends;
  const recent = summary?.recentDeals ?? [];
  const notifications = inbox.notifications;
  const { role } = useMember();
  // A role without earnings gets no money figures from the server: no cards for them.
  const showsMoney = can(role, "earnings:read");
  return (
    <div className="space-y-6">
      <OnboardingChecklist onOpenTab={onOpenTab} />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
        {showsMoney ? (
          <>
            <StatCard
              label="Total Revenue"
              {...cardMoney(stats?.total_revenue, stats?.currency)}
              trend={trends?.total_revenue}
            />
            <StatCard label="Pending Commission" {...cardMoney(stats?.pending_commission, stats?.currency)} />
          </>
        ) : null}
        <StatCard label="Active Deals" value={stats?.active_deals ?? 0} />
        <StatCard
          label="Total Referrals"
          value={stats?.total_referrals ?? 0}
          trend={trends?.total_referrals}
        />
        <StatCard label="Partner Points" value={(summary?.partner.points ?? 0).toLocaleString("en-US")} />
      </div>
      <TierProgress />
      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title="Recent Activities">
          {recent.length === 0 ? (
            <EmptyState
              action={<Button onClick={() => onOpenTab("deals")}>{emptyStates.recentActivity.action}</Button>}
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
        <Panel
          title="Notifications"
          actions={
            inbox.unread ? (
              <button
                type="button"
                onClick={inbox.markAllRead}
                className="min-h-11 rounded-lg px-3 text-sm font-medium text-brand-dark hover:bg-slate-100"
              >
                Mark all read
              </button>
            ) : null
          }
        >
          {inbox.failed ? (
            <EmptyState>{inbox.failed}</EmptyState>
          ) : notifications.length === 0 ? (
            <EmptyState>No notifications yet</EmptyState>
          ) : (
            <div className="max-h-[28rem] overflow-y-auto">
              <NotificationList
                notifications={notifications}
                isNew={(note) => !note.readAt}
                onOpen={(note) => {
                  if (!note.readAt) inbox.markRead([note.id]);
                  onOpenNotification(note);
                }}
              />
            </div>
          )}
        </Panel>
      </div>
      <Panel title="Quick Actions">
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {quickActions
            .filter((action) => !action.needs || can(role, action.needs))
            .map((action) => (
              <button
                key={action.label}
                type="button"
                onClick={() => onOpenTab(action.tab)}
                className="min-h-11 rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm font-semibold text-brand-dark hover:border-brand hover:bg-brand/5"
              >
                {action.label}
              </button>
            ))}
        </div>
      </Panel>
    </div>
  );
}
