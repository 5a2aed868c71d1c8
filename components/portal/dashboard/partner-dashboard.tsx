"use client";

import { m } from "framer-motion";
import { useEffect, useState } from "react";
import { appear } from "@/components/motion/variants";
import { Spinner } from "@/components/portal/ui/spinner";
import { dashboardTabs, type DashboardTabId } from "@/content/portal";
import { signOut } from "@/lib/client/api";
import { dashboardTabFrom, portalRoutes, visibleDashboardTabs } from "@/lib/portal-routes";
import type { MemberRole } from "@/lib/member-roles";
import { MemberProvider } from "@/components/portal/member-context";
import type { PartnerNotification } from "@/lib/types/notifications";
import { CommissionsTab } from "./commissions-tab";
import { DashboardHeader } from "./dashboard-header";
import { DashboardTabs, panelId, tabId } from "./dashboard-tabs";
import { LoadError } from "./dashboard-ui";
import { DealsTab } from "./deals-tab";
import { OverviewTab } from "./overview-tab";
import { ReferralsTab } from "./referrals-tab";
import { ResourcesTab } from "./resources-tab";
import { SettingsTab } from "./settings-tab";
import { showDashboardTab, useDashboardTab } from "./tab-address";
import { TrainingTab } from "./training-tab";
import { useDashboardData } from "./use-dashboard-data";
import { useNotifications, type Inbox } from "./use-notifications";

export interface DashboardUser {
  firstName: string | null;
  companyName: string | null;
  signedInBefore: boolean;
  /** The user's id and role in the company: what the tabs show (the server enforces it). */
  userId?: string | null;
  memberRole?: MemberRole | null;
}

/**
 * The signed-in partner's dashboard: the server has checked the session before rendering it.
 * The tab shown is the one the address names; with openDeal the Deals tab opens with that
 * deal's details.
 */
export function PartnerDashboard({
  user,
  initialTab = "overview",
  openDeal = null,
}: {
  user: DashboardUser;
  initialTab?: DashboardTabId;
  openDeal?: string | null;
}) {
  const tab = useDashboardTab(initialTab);
  const [search, setSearch] = useState("");
  const [statusFilter, setStatusFilter] = useState("all");
  const [loggingOut, setLoggingOut] = useState(false);
  const [dealFormOnOpen, setDealFormOnOpen] = useState(false);
  const [dealOnOpen, setDealOnOpen] = useState(openDeal);
  const { data, failures, loading, load } = useDashboardData();
  const inbox = useNotifications();
  const loadInbox = inbox.reload;

  useEffect(() => {
    void loadInbox();
  }, [loadInbox]);

  const [firstTab] = useState(tab);
  useEffect(() => {
    // The overview feeds the Training tab's tier whichever tab the address opens.
    if (firstTab !== "overview") void load("overview");
  }, [load, firstTab]);

  useEffect(() => {
    // Each tab's data, fetched when the tab comes on screen: by a click, back/forward or the address.
    void load(tab);
  }, [load, tab]);

  function openTab(next: DashboardTabId, options: { newDeal?: boolean } = {}) {
    setDealFormOnOpen(Boolean(options.newDeal));
    setDealOnOpen(null);
    // The tab's own address, in the history: reload, back and a shared link return to it.
    if (next !== tab) showDashboardTab(next);
    else void load(next);
    window.scrollTo(0, 0);
  }

  // A notification's link is a dashboard address (/partner-portal/dashboard/deals?deal=<id>):
  // the tab opens in place, with the deal's details when it names one. Any other address
  // loads as a page.
  function openNotification(note: PartnerNotification) {
    if (!note.link) return;
    const url = new URL(note.link, window.location.origin);
    const inDashboard =
      url.origin === window.location.origin &&
      (url.pathname === portalRoutes.dashboard || url.pathname.startsWith(`${portalRoutes.dashboard}/`));
    const next = inDashboard
      ? dashboardTabFrom(url.pathname.slice(portalRoutes.dashboard.length).split("/").filter(Boolean))
      : null;
    if (!next) {
      window.location.assign(url.toString());
      return;
    }
    openTab(next);
    const deal = url.searchParams.get("deal");
    if (next === "deals" && deal) setDealOnOpen(deal);
  }

  const greetingName = user.firstName?.trim() || user.companyName?.trim() || "Partner";
  const label = dashboardTabs.find((t) => t.id === tab)!.label;
  const member = { userId: user.userId ?? null, role: user.memberRole ?? "owner" };
  return (
    <MemberProvider value={member}>
      <DashboardHeader
        greetingName={greetingName}
        returning={user.signedInBefore}
        inbox={inbox}
        onOpenNotification={openNotification}
        loggingOut={loggingOut}
        onLogout={() => {
          setLoggingOut(true);
          void signOut();
        }}
      />
      <div className="mx-auto grid max-w-content gap-6 px-4 py-6 sm:px-6 md:grid-cols-[13rem_1fr]">
        <DashboardTabs active={tab} onSelect={openTab} visible={visibleDashboardTabs(member.role)} />
        <main id="main" className="min-w-0">
          <h1 className="mb-4 text-2xl font-bold text-ink">{label}</h1>
          <div
            role="tabpanel"
            id={panelId(tab)}
            aria-labelledby={tabId(tab)}
            tabIndex={0}
            className="outline-none"
            aria-busy={loading}
          >
            {loading ? (
              <div className="flex justify-center py-16">
                <Spinner size="lg" label={`Loading ${label.toLowerCase()}...`} />
              </div>
            ) : failures[tab] ? (
              <LoadError message={failures[tab]} onRetry={() => void load(tab)} />
            ) : (
              // Each tab's content fades in as it replaces the last.
              <m.div key={tab} initial={appear.initial} animate={appear.animate}>
                <TabContent
                  tab={tab}
                  data={data}
                  search={search}
                  setSearch={setSearch}
                  statusFilter={statusFilter}
                  setStatusFilter={setStatusFilter}
                  openTab={openTab}
                  reload={() => {
                    // A reload remounts the tab: it must not open the New Deal form or a deal again.
                    setDealFormOnOpen(false);
                    setDealOnOpen(null);
                    void load(tab);
                  }}
                  dealFormOnOpen={dealFormOnOpen}
                  dealOnOpen={dealOnOpen}
                  inbox={inbox}
                  openNotification={openNotification}
                />
              </m.div>
            )}
          </div>
        </main>
      </div>
    </MemberProvider>
  );
}

type ContentProps = {
  tab: DashboardTabId;
  data: ReturnType<typeof useDashboardData>["data"];
  search: string;
  setSearch: (value: string) => void;
  statusFilter: string;
  setStatusFilter: (value: string) => void;
  openTab: (tab: DashboardTabId, options?: { newDeal?: boolean }) => void;
  reload: () => void;
  dealFormOnOpen: boolean;
  dealOnOpen: string | null;
  inbox: Inbox;
  openNotification: (note: PartnerNotification) => void;
};

function TabContent({
  tab,
  data,
  search,
  setSearch,
  statusFilter,
  setStatusFilter,
  openTab,
  reload,
  dealFormOnOpen,
  dealOnOpen,
  inbox,
  openNotification,
}: ContentProps) {
  switch (tab) {
    case "overview":
      // Submit Deal (the one quick action to the Deals tab) opens the New Deal form there.
      return (
        <OverviewTab
          summary={data.overview}
          inbox={inbox}
          onOpenTab={(next) => openTab(next, { newDeal: next === "deals" })}
          onOpenNotification={openNotification}
        />
      );
    case "deals":
      return (
        <DealsTab
          deals={data.deals ?? []}
          search={search}
          onSearch={setSearch}
          statusFilter={statusFilter}
          onStatusFilter={setStatusFilter}
          onChanged={reload}
          startWithForm={dealFormOnOpen}
          startWithDeal={dealOnOpen}
        />
      );
    case "commissions":
      return (
        <CommissionsTab
          commissions={data.commissions?.items ?? []}
          summary={data.commissions?.summary}
          onChanged={reload}
        />
      );
    case "referrals":
      return <ReferralsTab referrals={data.referrals ?? []} onChanged={reload} />;
    case "resources":
      return <ResourcesTab resources={data.resources ?? []} onRefresh={reload} refreshing={false} />;
    case "training":
      return (
        <TrainingTab
          courses={data.training?.courses ?? []}
          tier={data.training?.tier || data.overview?.partner.tier || ""}
          onChanged={reload}
        />
      );
    case "settings":
      return <SettingsTab data={data.settings} />;
  }
}
