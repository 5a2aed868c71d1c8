// The partner portal's and the console's pages, for links, redirects (the proxy's and the
// pages') and the browser's sign-out. Their paths are written once, in content/portal-routes.ts.

import { portalRoutes } from "@/content/portal-routes";
import { can, type MemberRole } from "./member-roles";

export { portalRoutes };

/** The login page, coming back to `next` (a path on this site) once signed in. */
export function loginPathTo(next: string): string {
  return `${portalRoutes.login}?next=${encodeURIComponent(next)}`;
}

/** The dashboard's tabs, each at its own path; the overview is the dashboard itself. */
export const dashboardTabIds = [
  "overview",
  "deals",
  "commissions",
  "referrals",
  "resources",
  "training",
  "performance",
  "settings",
] as const;
export type DashboardTab = (typeof dashboardTabIds)[number];

/** The tabs a role sees: a member has no earnings, so no Commissions tab (lib/member-roles.ts). */
export function visibleDashboardTabs(role: MemberRole): DashboardTab[] {
  return dashboardTabIds.filter((tab) => tab !== "commissions" || can(role, "earnings:read"));
}

/** The path of a dashboard tab: reload, back and a shared link return to it. */
export function dashboardTabPath(tab: DashboardTab): string {
  return tab === "overview" ? portalRoutes.dashboard : `${portalRoutes.dashboard}/${tab}`;
}

/** A tab with what it opens, for links in notifications: dashboardPath("deals", { deal: id }). */
export function dashboardPath(tab: DashboardTab, open: Record<string, string> = {}): string {
  const query = new URLSearchParams(open).toString();
  return `${dashboardTabPath(tab)}${query ? `?${query}` : ""}`;
}

/** The Deals tab with one deal's details open (the address a duplicate registration names). */
export function dealPath(dealId: string): string {
  return dashboardPath("deals", { deal: dealId });
}

/** The tab a dashboard path's segments name (none: the overview), or null for an unknown one. */
export function dashboardTabFrom(segments: readonly string[] | undefined): DashboardTab | null {
  if (!segments || segments.length === 0) return "overview";
  if (segments.length > 1 || segments[0] === "overview") return null;
  return dashboardTabIds.find((tab) => tab === segments[0]) ?? null;
}

/** The tab a dashboard address shows, or null for an address outside the dashboard or an unknown tab. */
export function dashboardTabOfPath(pathname: string): DashboardTab | null {
  const { dashboard } = portalRoutes;
  if (pathname !== dashboard && !pathname.startsWith(`${dashboard}/`)) return null;
  return dashboardTabFrom(pathname.slice(dashboard.length).split("/").filter(Boolean));
}

/**
 * Where an address of an older form goes: the tab named in the query (?tab=deals) to its
 * own path, and a deal's link (?deal=<id>) on any tab to the Deals tab. Null: it stays.
 */
export function dashboardRedirectFor(
  tab: DashboardTab,
  query: Record<string, string | string[] | undefined>,
): string | null {
  const named = dashboardTabIds.find((id) => id === query.tab);
  const deal = typeof query.deal === "string" ? query.deal : null;
  if (tab === "overview" && named && named !== "overview") {
    return dashboardPath(named, deal ? { deal } : {});
  }
  if (deal && tab !== "deals") return dealPath(deal);
  return null;
}
