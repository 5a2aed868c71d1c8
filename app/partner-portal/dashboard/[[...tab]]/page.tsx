import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { PartnerDashboard } from "@/components/portal/dashboard/partner-dashboard";
import {
  dashboardTabFrom,
  dashboardTabIds,
  dashboardTabPath,
  portalRoutes,
  visibleDashboardTabs,
} from "@/lib/portal-routes";
import { canUsePortal, getSignedIn } from "@/lib/server/auth/guards";

export const metadata: Metadata = { title: "Partner Dashboard" };

type Props = {
  params: Promise<{ tab?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

// Each tab has its own path (/partner-portal/dashboard/deals, ...), so reload, back and a
// shared link return to it. The proxy only looked at the cookie; here the session (this
// application's session row, or in proxy mode the partner API's /auth/me) and the account
// are checked. ?deal={id} (the address a duplicate registration's 409 gives) opens that deal.
export default async function Page({ params, searchParams }: Props) {
  const tab = dashboardTabFrom((await params).tab);
  if (!tab) notFound();
  const query = await searchParams;
  // Older links named the tab in the query (?tab=deals): they go to the tab's own path.
  const named = dashboardTabIds.find((id) => id === query.tab);
  if (tab === "overview" && named && named !== "overview") {
    const deal = typeof query.deal === "string" ? `?deal=${encodeURIComponent(query.deal)}` : "";
    redirect(`${dashboardTabPath(named)}${deal}`);
  }
  const signedIn = await getSignedIn();
  // Not signed in, or the account cannot use the portal: the exit route clears the cookie
  // before the login page, so a stale cookie cannot loop. Other errors propagate.
  if (!signedIn || !canUsePortal(signedIn.user)) redirect("/partner-portal/session-expired");
  const { user } = signedIn;
  // The company requires two-factor authentication: set it up before anything else.
  if (user.twoFactorRequired)
    redirect(`${portalRoutes.twoFactor}?next=${encodeURIComponent(dashboardTabPath(tab))}`);
  // A tab the role does not see (a member's Commissions) is the overview for them.
  const role = user.memberRole ?? "owner";
  if (!visibleDashboardTabs(role).includes(tab)) redirect(portalRoutes.dashboard);
  const { deal } = query;
  const openDeal = typeof deal === "string" && /^[A-Za-z0-9-]{1,64}$/.test(deal) ? deal : null;
  // A deal link without the Deals tab's path (as emails sent earlier have it) opens it there.
  if (openDeal && tab !== "deals") redirect(`${dashboardTabPath("deals")}?deal=${openDeal}`);
  return (
    <PartnerDashboard
      user={{
        firstName: user.firstName,
        companyName: user.companyName,
        // An older partner API may not say: then the user counts as returning.
        signedInBefore: user.signedInBefore !== false,
        userId: user.id,
        memberRole: role,
      }}
      initialTab={tab}
      openDeal={openDeal}
    />
  );
}
