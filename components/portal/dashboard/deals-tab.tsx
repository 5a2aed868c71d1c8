"use client";

import { toast } from "sonner";
import { Button } from "@/components/portal/ui/button";
import { inputClass } from "@/components/portal/ui/field";
import { comingSoon } from "@/content/portal";
import type { DealDto } from "@/lib/validation/partner-data";
import { EmptyState, Facts, Panel, ProgressBar, StatusBadge } from "./dashboard-ui";
import { dealProbability, formatDate, formatMoney } from "./format";

export const dealFilters = ["all", "pending", "approved", "closed_won"] as const;
const filterLabels: Record<(typeof dealFilters)[number], string> = { all: "All Statuses", pending: "Pending", approved: "Approved", closed_won: "Closed Won" };

interface Props {
  deals: DealDto[];
  search: string;
  onSearch: (value: string) => void;
  statusFilter: string;
  onStatusFilter: (value: string) => void;
}

/** Deal Pipeline: search by company or contact, filter by status; New Deal is not available yet. */
export function DealsTab({ deals, search, onSearch, statusFilter, onStatusFilter }: Props) {
  const query = search.trim().toLowerCase();
  const shown = deals.filter(
    (deal) =>
      (statusFilter === "all" || deal.status === statusFilter) &&
      (!query || deal.customerName.toLowerCase().includes(query) || (deal.decisionMaker.name ?? "").toLowerCase().includes(query)),
  );
  return (
    <Panel title="Deal Pipeline" actions={<Button onClick={() => toast.info(comingSoon.deal)}>New Deal</Button>}>
      <div className="mb-4 grid gap-3 sm:grid-cols-[1fr_14rem]">
        <div>
          <label htmlFor="deal-search" className="sr-only">
            Search deals
          </label>
          <input id="deal-search" type="search" placeholder="Search deals..." value={search} onChange={(e) => onSearch(e.target.value)} className={`${inputClass} border-slate-300`} />
        </div>
        <div>
          <label htmlFor="deal-status" className="sr-only">
            Filter by status
          </label>
          <select id="deal-status" value={statusFilter} onChange={(e) => onStatusFilter(e.target.value)} className={`${inputClass} border-slate-300`}>
            {dealFilters.map((value) => (
              <option key={value} value={value}>
                {filterLabels[value]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {shown.length === 0 ? (
        <EmptyState>No deals found</EmptyState>
      ) : (
        <ul className="space-y-4" aria-label="Deals">
          {shown.map((deal) => {
            const probability = dealProbability(deal._id);
            return (
              <li key={deal._id} className="rounded-lg border border-slate-200 p-4" data-testid="deal-card">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <h3 className="font-semibold text-ink">{deal.customerName}</h3>
                    <p className="text-lg font-bold text-ink">{formatMoney(deal.dealSize)}</p>
                  </div>
                  <div className="flex items-center gap-1">
                    <StatusBadge status={deal.status} />
                    {/* Shown as in the specification; viewing and editing deals is not available yet. */}
                    <button type="button" aria-disabled="true" aria-label={`View ${deal.customerName} (not available yet)`} className="rounded-md p-2 text-slate-600 hover:bg-slate-100">
                      <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                        <path d="M1 12s4-8 11-8 11 8 11 8-4 8-11 8S1 12 1 12z" />
                        <circle cx="12" cy="12" r="3" />
                      </svg>
                    </button>
                    <button type="button" aria-disabled="true" aria-label={`Edit ${deal.customerName} (not available yet)`} className="rounded-md p-2 text-slate-600 hover:bg-slate-100">
                      <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                        <path d="M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z" />
                      </svg>
                    </button>
                  </div>
                </div>
                <div className="mt-3">
                  <Facts
                    items={[
                      ["Contact", deal.decisionMaker.name || "N/A"],
                      ["Email", deal.decisionMaker.email || "N/A"],
                      ["Stage", deal.stage ? deal.stage.replace(/_/g, " ") : "Initial Contact"],
                      ["Created", formatDate(deal.createdAt)],
                      ["Expected Close", formatDate(deal.protectionExpires)],
                      ["Probability", `${probability}%`],
                    ]}
                  />
                </div>
                <div className="mt-3">
                  <ProgressBar value={probability} label={`${deal.customerName} probability`} />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}
