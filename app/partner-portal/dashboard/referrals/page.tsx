import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { ReferralsTab } from "@/components/portal/dashboard/referrals-tab";
import { TabPage } from "@/components/portal/dashboard/tab-page";
import { dashboardRedirectFor } from "@/lib/portal-routes";
import { readPartnerData } from "@/lib/server/dashboard/tab-data";

export const metadata: Metadata = { title: "Referrals" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// GET /partner-portal/dashboard/referrals: the partner's referrals and referral links.
export default async function ReferralsPage({ searchParams }: Props) {
  const moved = dashboardRedirectFor("referrals", await searchParams);
  if (moved) redirect(moved);
  const answer = await readPartnerData("referrals");
  return (
    <TabPage tab="referrals" failure={answer.ok ? null : answer.message}>
      {answer.ok ? <ReferralsTab referrals={answer.data.referrals} /> : null}
    </TabPage>
  );
}
