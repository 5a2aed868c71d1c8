"use client";

import dynamic from "next/dynamic";
import { usePathname, useRouter } from "next/navigation";
import { startTransition, useDeferredValue, useEffect, useMemo, useState } from "react";
import { Button } from "@/components/portal/ui/button";
import { inputClass } from "@/components/portal/ui/field";
import { dealTexts } from "@/content/deals";
import { emptyStates } from "@/content/portal";
import { enumLabel } from "@/content/portal-labels";
import { DealCard } from "@/components/portal/deals/deal-card";
import type { DealDialog } from "@/components/portal/deals/deal-dialogs";
import { dealFilters } from "@/components/portal/deals/deal-display";
import { portalApi } from "@/lib/client/auth";
import type { Deal, MdfActivityChoice } from "@/lib/validation/deals";
import { EmptyState, Panel } from "./dashboard-ui";
import { useMember } from "@/components/portal/member-context";
import { isShown, MineFilter, type Whose } from "@/components/portal/team/mine-filter";
import { can } from "@/lib/member-roles";
import { useOpenedOnce } from "@/components/use-opened-once";

interface Props {
  /** The newest deals (the server's first page). */
  deals: Deal[];
  /** How many deals the partner has: more than `deals` holds, and a search asks the server. */
  total: number;
  /** Opens the New Deal form at once (Quick Actions' Submit Deal: ?new=deal). */
  startWithForm?: boolean;
  /** Opens this deal's details at once (the route's ?deal= address). */
  startWithDeal?: string | null;
  /** The company's approved market development activities (none: the form asks nothing about them). */
  mdfActivities?: MdfActivityChoice[];
}

// The dialogs' code (the deal form and its validation) loads when one first opens.
const DealDialogs = dynamic(() =>
  import("@/components/portal/deals/deal-dialogs").then((m) => m.DealDialogs),
);

// Cards drawn at a time: a partner with thousands of deals still types into the search
// without the page redrawing thousands of cards per key.
const PAGE = 20;

/** Each deal's searchable words, lower-cased once per list rather than once per key. */
function searchIndex(deals: Deal[]): string[] {
  return deals.map((deal) =>
    [deal.customerName, deal.decisionMaker.name ?? "", deal.contactName ?? ""].join("\n").toLowerCase(),
  );
}

/** Deal Pipeline: search by company or contact, filter by status; New Deal and each card's actions open dialogs. */
export function DealsTab({ deals: newest, total, startWithForm, startWithDeal, mdfActivities }: Props) {
  const router = useRouter();
  const pathname = usePathname();
  const [search, setSearch] = useState("");
  const [statusFilter, setStatusFilter] = useState("all");
  const [limit, setLimit] = useState(PAGE);
  const viewOf = (dealId: string): DealDialog => ({
    kind: "view",
    deal: newest.find((deal) => deal._id === dealId) ?? { _id: dealId, customerName: "Deal" },
  });
  const member = useMember();
  // Finance reads the deals but registers none: no New Deal for them.
  const mayRegister = can(member.role, "deals:write");
  const [whose, setWhose] = useState<Whose>("all");
  // The dialogs' code loads when one first opens; `setDialog` is stable, so the memoised
  // cards that take it are not redrawn with every key typed.
  const [dialog, setDialog, dialogsLoaded] = useOpenedOnce<DealDialog>(
    startWithForm && mayRegister ? { kind: "new" } : startWithDeal ? viewOf(startWithDeal) : null,
  );
  // The field answers each key at once; the list follows when the browser has time.
  const query = useDeferredValue(search.trim().toLowerCase());
  const status = useDeferredValue(statusFilter);
  const found = useServerSearch(newest.length < total, query, status, whose);
  const deals = found ?? newest;
  const index = useMemo(() => searchIndex(deals), [deals]);
  const matching = useMemo(
    () =>
      deals.filter(
        (deal, at) =>
          (status === "all" || deal.status === status) &&
          isShown(deal, whose, member.userId) &&
          (!query || index[at]!.includes(query)),
      ),
    [deals, index, query, status, whose, member.userId],
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
      actions={
        mayRegister ? <Button onClick={() => setDialog({ kind: "new" })}>{dealTexts.newDeal}</Button> : null
      }
    >
      {dialogsLoaded ? (
        <DealDialogs
          dialog={dialog}
          onClose={closeDialog}
          onChanged={() => {
            // A change made in a dialog (a deal saved, withdrawn, an extension asked for)
            // closes it and shows the list as the server now has it.
            closeDialog();
            router.refresh();
          }}
          onView={(dealId) => setDialog(viewOf(dealId))}
          mdfActivities={mdfActivities}
        />
      ) : null}
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
      {newest.length === 0 ? (
        <EmptyState
          action={
            mayRegister ? (
              <Button onClick={() => setDialog({ kind: "new" })}>{emptyStates.deals.action}</Button>
            ) : null
          }
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
          {/* Keyed by place, not by deal: when a key typed swaps the matches, the cards on
              the page take the new deals' text in place of being torn down and built again
              (removing twenty cards' elements held the next key back by 40-60 ms). */}
          {shown.map((deal, place) => (
            <DealCard key={place} deal={deal} onOpen={setDialog} />
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

// How long the search waits for the next key before it asks the server.
const SERVER_SEARCH_DELAY_MS = 250;

/**
 * With more deals than the page came with, a search or filter is the server's (GET
 * /api/partners/deals?q=&status=&registeredBy=): its matches, or null while the page's own deals (those
 * it came with, filtered here) are all there is to show.
 */
function useServerSearch(incomplete: boolean, query: string, status: string, whose: Whose): Deal[] | null {
  const [found, setFound] = useState<{ key: string; deals: Deal[] } | null>(null);
  const registeredBy = whose;
  const key = `${status}\n${registeredBy}\n${query}`;
  const asks = incomplete && (query !== "" || status !== "all" || registeredBy === "me");
  useEffect(() => {
    if (!asks) return;
    let live = true;
    const timer = window.setTimeout(async () => {
      const params = new URLSearchParams({ q: query, status, registeredBy, pageSize: "500" });
      const result = await portalApi.partnerData<{ deals: Deal[] }>(`deals?${params}`);
      // A transition: drawing the matches gives way to a key typed meanwhile.
      if (live && result.ok) startTransition(() => setFound({ key, deals: result.data.deals }));
    }, SERVER_SEARCH_DELAY_MS);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [asks, key, query, status, registeredBy]);
  return asks && found?.key === key ? found.deals : null;
}
