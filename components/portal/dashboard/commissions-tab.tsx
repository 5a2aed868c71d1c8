import { CommissionActions } from "@/components/portal/payouts/commission-actions";
import { PayoutHistory } from "@/components/portal/payouts/payout-history";
import { emptyStates } from "@/content/portal";
import { commissionStatusLabel } from "@/lib/validation/commission-options";
import type { Commission, CommissionSummary, CurrencyFigures } from "@/lib/validation/commissions";
import { trendLabel } from "@/lib/trend";
import { EmptyState, Facts, Panel, StatCard, StatusBadge } from "./dashboard-ui";
import { cardMoneyList, exactMoney, formatDate } from "./format";
import { TabButton } from "./tab-button";

const dealName = (commission: Commission) => commission.dealId?.customerName || "Unknown Deal";

/** The date that matters: when it was paid, else when it was earned. */
const dateText = (commission: Commission) =>
  commission.payoutDate ? formatDate(commission.payoutDate) : formatDate(commission.createdAt);

/** A paid commission links to its payout's statement; before payment there is none. */
function Statement({ commission }: { commission: Commission }) {
  if (!commission.statementUrl) return <span className="text-slate-600">—</span>;
  return (
    <a
      className="font-medium text-brand-dark underline underline-offset-2"
      href={commission.statementUrl}
      target="_blank"
      rel="noopener"
    >
      Statement<span className="sr-only"> for {dealName(commission)} (PDF)</span>
    </a>
  );
}

/** The cards are the server's figures (GET /api/partners/commissions/summary), never sums made here. */
export function CommissionsTab({
  commissions,
  summary,
}: {
  commissions: Commission[];
  summary: CommissionSummary | undefined;
}) {
  const now = new Date();
  const figures = summary?.byCurrency ?? [];
  // Each card lists every currency's own amount: commissions are owed and paid in their own
  // currencies, so no card adds two of them.
  const card = (key: Exclude<keyof CurrencyFigures, "currency">) =>
    cardMoneyList(figures.map((entry) => ({ amountMinor: entry[key], currency: entry.currency })));
  const single = figures.length === 1 ? figures[0] : undefined;
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <StatCard label="Total Earned" {...card("earnedMinor")} note="Approved and paid" />
        <StatCard label="Paid to Date" {...card("paidMinor")} note="Paid to you so far" />
        <StatCard label="Awaiting Payment" {...card("awaitingPaymentMinor")} note="Approved and requested" />
        <StatCard
          label="Pending Approval"
          {...card("pendingApprovalMinor")}
          note="Waiting for the programme team"
        />
        <StatCard
          label="This Month"
          {...card("thisMonthMinor")}
          trend={single ? trendLabel(single.thisMonthMinor, single.lastMonthMinor) : null}
          note={`Paid in ${now.toLocaleDateString("en-US", { month: "long", year: "numeric", timeZone: "UTC" })}`}
        />
      </div>
      <Panel title="Commission History" actions={<CommissionActions />}>
        {commissions.length === 0 ? (
          <EmptyState
            action={
              <TabButton variant="secondary" tab="deals">
                {emptyStates.commissions.action}
              </TabButton>
            }
          >
            {emptyStates.commissions.text}
          </EmptyState>
        ) : (
          <>
            {/* Below the md breakpoint each commission is a card, so no column leaves the screen. */}
            <ul className="space-y-3 md:hidden" aria-label="Commission history">
              {commissions.map((commission) => (
                <li
                  key={commission._id}
                  className="rounded-lg border border-slate-200 p-4"
                  data-testid="commission-card"
                >
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <h3 className="font-semibold text-ink">{dealName(commission)}</h3>
                    <StatusBadge
                      status={commission.status}
                      label={commissionStatusLabel(commission.status)}
                    />
                  </div>
                  <div className="mt-3">
                    <Facts
                      items={[
                        ["Amount", exactMoney(commission.amount, commission.currency)],
                        ["Rate", `${commission.rate}%`],
                        ["Date", dateText(commission)],
                        ["Statement", <Statement key="statement" commission={commission} />],
                      ]}
                    />
                  </div>
                </li>
              ))}
            </ul>
            <div
              className="hidden overflow-x-auto md:block"
              tabIndex={0}
              role="region"
              aria-label="Commission history table"
            >
              <table className="w-full min-w-[40rem] text-left text-sm">
                <thead className="border-b border-slate-200 text-slate-600">
                  <tr>
                    {["Deal", "Amount", "Rate", "Status", "Date", "Statement"].map((column) => (
                      <th key={column} scope="col" className="px-3 py-2 font-semibold">
                        {column}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200">
                  {commissions.map((commission) => (
                    <tr key={commission._id} data-testid="commission-row">
                      <td className="px-3 py-3 font-medium text-slate-900">{dealName(commission)}</td>
                      <td className="px-3 py-3 tabular-nums" data-testid="commission-amount">
                        {exactMoney(commission.amount, commission.currency)}
                      </td>
                      <td className="px-3 py-3">{commission.rate}%</td>
                      <td className="px-3 py-3">
                        <StatusBadge
                          status={commission.status}
                          label={commissionStatusLabel(commission.status)}
                        />
                      </td>
                      <td className="px-3 py-3">{dateText(commission)}</td>
                      <td className="px-3 py-3">
                        <Statement commission={commission} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </Panel>
      <PayoutHistory
        version={commissions.map((commission) => `${commission._id}:${commission.status}`).join()}
      />
    </div>
  );
}
