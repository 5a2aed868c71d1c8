import { redirect } from "next/navigation";
import { DashboardShell } from "@/components/portal/dashboard/dashboard-shell";
import { dashboardTabs } from "@/content/portal";
import { portalRoutes, visibleDashboardTabs } from "@/lib/portal-routes";
import { canUsePortal, getSignedIn } from "@/lib/server/auth/guards";
import { readPartnerData } from "@/lib/server/dashboard/tab-data";

// Every dashboard route (/partner-portal/dashboard, /deals, /commissions, ...) shares the
// header and the tab bar; each route renders its own data on the server. The proxy only
// looked at the cookie; here the session (this application's session row, or in proxy mode
// the partner API's /auth/me) and the account are checked. A layout does not render again
// when the partner moves between tabs: each route's data read checks the session itself.
export default async function DashboardLayout({ children }: { children: React.ReactNode }) {
  const signedIn = await getSignedIn();
  // Not signed in, or the account cannot use the portal: the exit route clears the cookie
  // before the login page, so a stale cookie cannot loop. Other errors propagate.
  if (!signedIn || !canUsePortal(signedIn.user)) redirect(portalRoutes.sessionExpired);
  const { user } = signedIn;
  // The company requires two-factor authentication: set it up before anything else.
  if (user.twoFactorRequired)
    redirect(`${portalRoutes.twoFactor}?next=${encodeURIComponent(portalRoutes.dashboard)}`);
  const role = user.memberRole ?? "owner";
  const inbox = await readPartnerData("notifications");
  // No motion library here: a tab fades in by CSS, and the dialogs, the notification panel
  // and Settings bring the library with their own code.
  return (
    <DashboardShell
      user={{
        firstName: user.firstName,
        companyName: user.companyName,
        // An older partner API may not say: then the user counts as returning.
        signedInBefore: user.signedInBefore !== false,
      }}
      member={{ userId: user.id, role }}
      // The tabs the role sees (a member has no Commissions); the server refuses the rest.
      tabs={dashboardTabs.filter((tab) => visibleDashboardTabs(role).includes(tab.id))}
      notifications={inbox.ok ? inbox.data : null}
      notificationsFailure={inbox.ok ? null : inbox.message}
    >
      {children}
    </DashboardShell>
  );
}
