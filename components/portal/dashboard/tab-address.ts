"use client";

import { useSyncExternalStore } from "react";
import type { DashboardTabId } from "@/content/portal";
import { dashboardTabFrom, dashboardTabPath, portalRoutes } from "@/lib/portal-routes";

// The dashboard's tab lives in the address (/partner-portal/dashboard/deals, ...). Switching
// tabs pushes the tab's path onto the history without a server round trip; the tab shown is
// read from the address itself, so back and forward (popstate) show the tab they return to.

const TAB_CHANGE = "portal:dashboard-tab";

/** Opens `tab` and records its path in the history. */
export function showDashboardTab(tab: DashboardTabId): void {
  window.history.pushState(null, "", dashboardTabPath(tab));
  window.dispatchEvent(new Event(TAB_CHANGE));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener("popstate", onChange);
  window.addEventListener(TAB_CHANGE, onChange);
  return () => {
    window.removeEventListener("popstate", onChange);
    window.removeEventListener(TAB_CHANGE, onChange);
  };
}

/** The tab the address names; `initialTab` (the server's reading of it) until the browser's is known. */
export function useDashboardTab(initialTab: DashboardTabId): DashboardTabId {
  const pathname = useSyncExternalStore(
    subscribe,
    () => window.location.pathname,
    () => null,
  );
  if (pathname === null || !pathname.startsWith(portalRoutes.dashboard)) return initialTab;
  const segments = pathname.slice(portalRoutes.dashboard.length).split("/").filter(Boolean);
  return dashboardTabFrom(segments) ?? initialTab;
}
