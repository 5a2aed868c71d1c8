import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { OverviewTab } from "@/components/portal/dashboard/overview-tab";
import { TabPage } from "@/components/portal/dashboard/tab-page";
import { dashboardRedirectFor } from "@/lib/portal-routes";
import { readPartnerData } from "@/lib/server/dashboard/tab-data";
import { getSignedIn } from "@/lib/server/auth/guards";

export const metadata: Metadata = { title: "Partner Dashboard" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// GET /partner-portal/dashboard: the Overview. Older links named the tab in the query
// (?tab=deals) or a deal without the Deals path (?deal=<id>): they go to the tab's route.
export default async function OverviewPage({ searchParams }: Props) {
  const moved = dashboardRedirectFor("overview", await searchParams);
  if (moved) redirect(moved);
  const [summary, tier, onboarding, signedIn] = await Promise.all([
    readPartnerData("dashboard"),
    readPartnerData("tier"),
    readPartnerData("onboarding"),
    getSignedIn(),
  ]);
  return (
    <TabPage tab="overview" failure={summary.ok ? null : summary.message}>
      {summary.ok ? (
        <OverviewTab
          summary={summary.data}
          tier={tier.ok ? { view: tier.data } : { failure: tier.message }}
          onboarding={onboarding.ok ? onboarding.data.onboarding : null}
          role={signedIn?.user.memberRole ?? "owner"}
        />
      ) : null}
    </TabPage>
  );
}
