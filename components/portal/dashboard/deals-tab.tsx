"use client";

import { useState } from "react";
import { Button } from "@/components/portal/ui/button";
import { inputClass } from "@/components/portal/ui/field";
import { dealTexts } from "@/content/deals";
import { emptyStates } from "@/content/portal";
import { enumLabel } from "@/content/portal-labels";
import { DealCard } from "@/components/portal/deals/deal-card";
import { DealDialogs, type DealDialog } from "@/components/portal/deals/deal-dialogs";
import { dealFilters } from "@/components/portal/deals/deal-display";
import type { Deal } from "@/lib/types/deals";
import { EmptyState, Panel } from "./dashboard-ui";
import { useMember } from "@/components/portal/member-context";
import { isShown, MineFilter, type Whose } from "@/components/portal/team/mine-filter";
import { can } from "@/lib/member-roles";

interface Props {
  deals: Deal[];
  search: string;
  onSearch: (value: string) => void;
  statusFilter: string;
  onStatusFilter: (value: string) => void;
  /** Reloads the list after a deal was registered, edited or withdrawn. */
  onChanged: () => void;
  /** Opens the New Deal form at once (Quick Actions' Submit Deal). */
  startWithForm?: boolean;
  /** Opens this deal's details at once (the dashboard's ?deal= address). */
  startWithDeal?: string | null;
}

/** Deal Pipeline: search by company or contact, filter by status; New Deal and each card's actions open dialogs. */
export function DealsTab({
  deals,
  search,
  onSearch,
  statusFilter,
  onStatusFilter,
  onChanged,
  startWithForm,
  startWithDeal,
}: Props) {
  const viewOf = (dealId: string): DealDialog => ({
    kind: "view",
    deal: deals.find((deal) => deal._id === dealId) ?? { _id: dealId, customerName: "Deal" },
  });
  const member = useMember();
  // Finance reads the deals but registers none: no New Deal for them.
  const mayRegister = can(member.role, "deals:write");
  const [whose, setWhose] = useState<Whose>("all");
  const [dialog, setDialog] = useState<DealDialog>(
    startWithForm && mayRegister ? { kind: "new" } : startWithDeal ? viewOf(startWithDeal) : null,
  );
  const query = search.trim().toLowerCase();
  const shown = deals.filter(
    (deal) =>
      (statusFilter === "all" || deal.status === statusFilter) &&
      isShown(deal, whose, member.userId) &&
      (!query ||
        deal.customerName.toLowerCase().includes(query) ||
        (deal.decisionMaker.name ?? "").toLowerCase().includes(query) ||
        (deal.contactName ?? "").toLowerCase().includes(query)),
  );
  return (
    <Panel
      title="Deal Pipeline"
      actions={
        mayRegister ? <Button onClick={() => setDialog({ kind: "new" })}>{dealTexts.newDeal}</Button> : null
      }
    >
      <DealDialogs
        dialog={dialog}
        onClose={() => setDialog(null)}
        onChanged={onChanged}
        onView={(dealId) => setDialog(viewOf(dealId))}
      />
      <div className="mb-4 grid gap-3 sm:grid-cols-[1fr_14rem_10rem]">
        <div>
          <label htmlFor="deal-search" className="sr-only">
            Search deals
          </label>
          <input
            id="deal-search"
            type="search"
            placeholder="Search deals..."
            value={search}
            onChange={(e) => onSearch(e.target.value)}
            className={`${inputClass} border-slate-300`}
          />
        </div>
        <div>
          <label htmlFor="deal-status" className="sr-only">
            Filter by status
          </label>
          <select
            id="deal-status"
            value={statusFilter}
            onChange={(e) => onStatusFilter(e.target.value)}
            className={`${inputClass} border-slate-300`}
          >
            {dealFilters.map((value) => (
              <option key={value} value={value}>
                {value === "all" ? "All Statuses" : enumLabel(value)}
              </option>
            ))}
          </select>
        </div>
        <MineFilter id="deal-whose" value={whose} onChange={setWhose} />
      </div>
      {deals.length === 0 ? (
        <EmptyState
          action={
            mayRegister ? (
              <Button onClick={() => setDialog({ kind: "new" })}>{emptyStates.deals.action}</Button>
            ) : null
          }
        >
          {emptyStates.deals.text}
        </EmptyState>
      ) : shown.length === 0 ? (
        <EmptyState
          action={
            <Button
              variant="secondary"
              onClick={() => {
                onSearch("");
                onStatusFilter("all");
                setWhose("all");
              }}
            >
              {emptyStates.dealsFiltered.action}
            </Button>
          }
        >
          {emptyStates.dealsFiltered.text}
        </EmptyState>
      ) : (
        <ul className="space-y-4" aria-label="Deals">
          {shown.map((deal) => (
            <DealCard
              key={deal._id}
              deal={deal}
              onView={() => setDialog({ kind: "view", deal })}
              onEdit={() => setDialog({ kind: "edit", deal })}
              onWithdraw={() => setDialog({ kind: "withdraw", deal })}
            />
          ))}
        </ul>
      )}
    </Panel>
  );
}
