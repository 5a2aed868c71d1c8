import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { ResourcesTab } from "@/components/portal/dashboard/resources-tab";
import { TabPage } from "@/components/portal/dashboard/tab-page";
import { dashboardRedirectFor } from "@/lib/portal-routes";
import { readPartnerData } from "@/lib/server/dashboard/tab-data";

export const metadata: Metadata = { title: "Resources" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// GET /partner-portal/dashboard/resources: the partner's and the shared sales material.
export default async function ResourcesPage({ searchParams }: Props) {
  const moved = dashboardRedirectFor("resources", await searchParams);
  if (moved) redirect(moved);
  const answer = await readPartnerData("resources");
  return (
    <TabPage tab="resources" failure={answer.ok ? null : answer.message}>
      {answer.ok ? <ResourcesTab resources={answer.data.resources} /> : null}
    </TabPage>
  );
}
