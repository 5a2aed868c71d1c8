import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { PerformanceView } from "@/components/analytics/performance-view";
import { PageLoadError } from "@/components/portal/dashboard/page-load-error";
import { TabPage } from "@/components/portal/dashboard/tab-page";
import { Refusal } from "@/lib/refusal";
import { portalRoutes } from "@/lib/portal-routes";
import { partnerPerformance } from "@/lib/server/analytics/partner";
import { requirePartner } from "@/lib/server/auth/guards";
import { partnerApiBase } from "@/lib/server/upstream/partner-api";

export const metadata: Metadata = { title: "Performance" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// GET /partner-portal/dashboard/performance: the company's performance over a date range.
// The figures are this application's own: with an outside partner API there are none to show.
export default async function PerformancePage({ searchParams }: Props) {
  if (partnerApiBase())
    return (
      <TabPage tab="performance">
        <PageLoadError message="Performance figures are not available on this portal." />
      </TabPage>
    );
  const auth = await requirePartner().catch((error: unknown) => {
    if (error instanceof Refusal && (error.status === 401 || error.status === 403)) return null;
    throw error;
  });
  if (!auth) redirect(portalRoutes.sessionExpired);
  const data = await partnerPerformance(
    { partnerId: auth.partnerId, userId: auth.user.id, role: auth.memberRole },
    await searchParams,
  );
  return (
    <TabPage tab="performance">
      <PerformanceView data={data} />
    </TabPage>
  );
}
