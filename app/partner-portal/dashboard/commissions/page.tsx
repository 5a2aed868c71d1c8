import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { CommissionsTab } from "@/components/portal/dashboard/commissions-tab";
import { TabPage } from "@/components/portal/dashboard/tab-page";
import { dashboardRedirectFor } from "@/lib/portal-routes";
import { readPartnerData } from "@/lib/server/dashboard/tab-data";

export const metadata: Metadata = { title: "Commissions" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// GET /partner-portal/dashboard/commissions: the cards (the server's figures) and the history.
export default async function CommissionsPage({ searchParams }: Props) {
  const moved = dashboardRedirectFor("commissions", await searchParams);
  if (moved) redirect(moved);
  const answer = await readPartnerData("commissions");
  return (
    <TabPage tab="commissions" failure={answer.ok ? null : answer.message}>
      {answer.ok ? (
        <CommissionsTab commissions={answer.data.commissions} summary={answer.data.summary} />
      ) : null}
    </TabPage>
  );
}
