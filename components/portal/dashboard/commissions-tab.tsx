"use client";

import { CommissionActions } from "@/components/portal/payouts/commission-actions";
import { earnedCommissionTotal, pendingCommissionTotal, thisMonthCommissionTotal } from "@/lib/commission-figures";
import { EmptyState, Facts, Panel, StatCard, StatusBadge } from "./dashboard-ui";
import { PENDING_DUE_MS, formatDate, formatMoney } from "./format";
import type { Commission } from "@/lib/types/commissions";

/** The invoice shown: the payment reference, else INV- and the last 6 characters of the id. */
export const invoiceId = (commission: Commission) => commission.paymentReference || `INV-${commission._id.slice(-6)}`;

const dealName = (commission: Commission) => commission.dealId?.customerName || "Unknown Deal";

export function CommissionsTab({ commissions, onChanged }: { commissions: Commission[]; onChanged: () => void }) {
  const now = new Date();
  const dueDate = new Date(now.getTime() + PENDING_DUE_MS).toISOString();
  /** A pending commission's due date (30 days ahead), else its payout date. */
  const dateText = (commission: Commission) => (commission.status === "pending" ? `Due ${formatDate(dueDate)}` : formatDate(commission.payoutDate));
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard label="Total Earned" value={formatMoney(earnedCommissionTotal(commissions))} note="Lifetime" />
        <StatCard label="Pending" value={formatMoney(pendingCommissionTotal(commissions))} note="Awaiting payment" />
        <StatCard label="This Month" value={formatMoney(thisMonthCommissionTotal(commissions, now))} note={now.toLocaleDateString("en-US", { month: "long", year: "numeric" })} />
      </div>
      <Panel
        title="Commission History"
        actions={
          <CommissionActions onChanged={onChanged} />
        }
      >
        {commissions.length === 0 ? (
          <EmptyState>No commissions yet</EmptyState>
        ) : (
          <>
            {/* Below the md breakpoint each commission is a card, so no column leaves the screen. */}
            <ul className="space-y-3 md:hidden" aria-label="Commission history">
              {commissions.map((commission) => (
                <li key={commission._id} className="rounded-lg border border-slate-200 p-4" data-testid="commission-card">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <h3 className="font-semibold text-ink">{dealName(commission)}</h3>
                    <StatusBadge status={commission.status} />
                  </div>
                  <div className="mt-3">
                    <Facts
                      items={[
                        ["Amount", formatMoney(commission.amount)],
                        ["Rate", `${commission.rate}%`],
                        ["Date", dateText(commission)],
                        ["Invoice", <span key="invoice" className="font-mono text-xs">{invoiceId(commission)}</span>],
                      ]}
                    />
                  </div>
                </li>
              ))}
            </ul>
            <div className="hidden overflow-x-auto md:block" tabIndex={0} role="region" aria-label="Commission history table">
              <table className="w-full min-w-[40rem] text-left text-sm">
                <thead className="border-b border-slate-200 text-slate-600">
                  <tr>
                    {["Deal", "Amount", "Rate", "Status", "Date", "Invoice"].map((column) => (
                      <th key={column} scope="col" className="px-3 py-2 font-semibold">
                        {column}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200">
                  {commissions.map((commission) => (
                    <tr key={commission._id}>
                      <td className="px-3 py-3 font-medium text-slate-900">{dealName(commission)}</td>
                      <td className="px-3 py-3">{formatMoney(commission.amount)}</td>
                      <td className="px-3 py-3">{commission.rate}%</td>
                      <td className="px-3 py-3">
                        <StatusBadge status={commission.status} />
                      </td>
                      <td className="px-3 py-3">{dateText(commission)}</td>
                      <td className="px-3 py-3 font-mono text-xs">{invoiceId(commission)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </Panel>
    </div>
  );
}
