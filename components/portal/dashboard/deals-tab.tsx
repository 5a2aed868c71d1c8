"use client";

import { usePathname, useRouter } from "next/navigation";
import { useDeferredValue, useMemo, useState } from "react";
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

interface Props {
  deals: Deal[];
  /** Opens the New Deal form at once (Quick Actions' Submit Deal: ?new=deal). */
  startWithForm?: boolean;
  /** Opens this deal's details at once (the route's ?deal= address). */
  startWithDeal?: string | null;
}

// Cards drawn at a time: a partner with thousands of deals still types into the search
// without the page redrawing thousands of cards per key.
const PAGE = 50;

/** Each deal's searchable words, lower-cased once per list rather than once per key. */
function searchIndex(deals: Deal[]): string[] {
  return deals.map((deal) =>
    [deal.customerName, deal.decisionMaker.name ?? "", deal.contactName ?? ""].join("\n").toLowerCase(),
  );
}

/** Deal Pipeline: search by company or contact, filter by status; New Deal and each card's actions open dialogs. */
export function DealsTab({ deals, startWithForm, startWithDeal }: Props) {
  const router = useRouter();
  const pathname = usePathname();
  const [search, setSearch] = useState("");
  const [statusFilter, setStatusFilter] = useState("all");
  const [limit, setLimit] = useState(PAGE);
  const viewOf = (dealId: string): DealDialog => ({
    kind: "view",
    deal: deals.find((deal) => deal._id === dealId) ?? { _id: dealId, customerName: "Deal" },
  });
  const [dialog, setDialog] = useState<DealDialog>(
    startWithForm ? { kind: "new" } : startWithDeal ? viewOf(startWithDeal) : null,
  );
  const index = useMemo(() => searchIndex(deals), [deals]);
  // The field answers each key at once; the list follows when the browser has time.
  const query = useDeferredValue(search.trim().toLowerCase());
  const status = useDeferredValue(statusFilter);
  const matching = useMemo(
    () =>
      deals.filter(
        (deal, at) => (status === "all" || deal.status === status) && (!query || index[at]!.includes(query)),
      ),
    [deals, index, query, status],
  );
  const shown = matching.slice(0, limit);
  const onSearch = (value: string) => {
    setSearch(value);
    setLimit(PAGE);
  };
  const onStatusFilter = (value: string) => {
    setStatusFilter(value);
    setLimit(PAGE);
  };
  const closeDialog = () => {
    setDialog(null);
    // The address opened a dialog (?new=deal, ?deal=<id>): a reload now shows the list.
    if (window.location.search) window.history.replaceState(null, "", pathname);
  };
  return (
    <Panel
      title="Deal Pipeline"
      actions={<Button onClick={() => setDialog({ kind: "new" })}>{dealTexts.newDeal}</Button>}
    >
      <DealDialogs
        dialog={dialog}
        onClose={closeDialog}
        onChanged={() => router.refresh()}
        onView={(dealId) => setDialog(viewOf(dealId))}
      />
      <div className="mb-4 grid gap-3 sm:grid-cols-[1fr_14rem]">
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
      </div>
      {deals.length === 0 ? (
        <EmptyState
          action={<Button onClick={() => setDialog({ kind: "new" })}>{emptyStates.deals.action}</Button>}
        >
          {emptyStates.deals.text}
        </EmptyState>
      ) : matching.length === 0 ? (
        <EmptyState
          action={
            <Button
              variant="secondary"
              onClick={() => {
                onSearch("");
                onStatusFilter("all");
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
      {matching.length > shown.length ? (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-600" aria-live="polite">
            Showing {shown.length.toLocaleString("en-US")} of {matching.length.toLocaleString("en-US")} deals
          </p>
          <Button variant="secondary" onClick={() => setLimit((current) => current + PAGE)}>
            Show more deals
          </Button>
        </div>
      ) : null}
    </Panel>
  );
}
