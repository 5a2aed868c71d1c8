import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { TabPage } from "@/components/portal/dashboard/tab-page";
import { TrainingTab } from "@/components/portal/dashboard/training-tab";
import { dashboardRedirectFor } from "@/lib/portal-routes";
import { readPartnerData } from "@/lib/server/dashboard/tab-data";

export const metadata: Metadata = { title: "Training" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// GET /partner-portal/dashboard/training: the partner's courses and the partner's tier.
export default async function TrainingPage({ searchParams }: Props) {
  const moved = dashboardRedirectFor("training", await searchParams);
  if (moved) redirect(moved);
  const answer = await readPartnerData("training");
  return (
    <TabPage tab="training" failure={answer.ok ? null : answer.message}>
      {answer.ok ? <TrainingTab courses={answer.data.training} tier={answer.data.tier} /> : null}
    </TabPage>
  );
}
