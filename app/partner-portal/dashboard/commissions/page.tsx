import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { CommissionsTab } from "@/components/portal/dashboard/commissions-tab";
import { TabPage } from "@/components/portal/dashboard/tab-page";
import { dashboardRedirectFor, portalRoutes, visibleDashboardTabs } from "@/lib/portal-routes";
import { getSignedIn } from "@/lib/server/auth/guards";
import { readPartnerData } from "@/lib/server/dashboard/tab-data";

export const metadata: Metadata = { title: "Commissions" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// GET /partner-portal/dashboard/commissions: the cards (the server's figures) and the history.
export default async function CommissionsPage({ searchParams }: Props) {
  const moved = dashboardRedirectFor("commissions", await searchParams);
  if (moved) redirect(moved);
  // A role without earnings (a member) has no Commissions tab: its address is the overview.
  const signedIn = await getSignedIn();
  if (signedIn && !visibleDashboardTabs(signedIn.user.memberRole ?? "owner").includes("commissions"))
    redirect(portalRoutes.dashboard);
  const answer = await readPartnerData("commissions");
  return (
    <TabPage tab="commissions" failure={answer.ok ? null : answer.message}>
      {answer.ok ? (
        <CommissionsTab commissions={answer.data.commissions} summary={answer.data.summary} />
      ) : null}
    </TabPage>
  );
}
