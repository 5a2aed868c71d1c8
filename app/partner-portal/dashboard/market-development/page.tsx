import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { MdfOverview } from "@/components/portal/mdf/mdf-overview";
import { panelId, tabId } from "@/components/portal/dashboard/tab-ids";
import { Alert } from "@/components/portal/ui/alert";
import { can, memberPermissionMessages } from "@/lib/member-roles";
import { portalRoutes } from "@/lib/portal-routes";
import { getSignedIn } from "@/lib/server/auth/guards";
import { getPartnerMdf } from "@/lib/server/mdf/partner";
import { nextQuarter, previousQuarter, quarterOf } from "@/lib/server/mdf/quarters";
import { mdfBudgetQuerySchema } from "@/lib/validation/mdf";
import { partnerApiBase } from "@/lib/server/upstream/partner-api";

export const metadata: Metadata = { title: "Market development" };

const budgetPath = `${portalRoutes.dashboard}/market-development`;

// GET /partner-portal/dashboard/market-development[?quarter=2026-Q3]: a quarter's market development
// budget (default: this quarter; an unreadable quarter shows this one), the request form (owners,
// admins and members) and the company's activities (finance reads).
export default async function MarketDevelopmentPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const signedIn = await getSignedIn();
  if (!signedIn?.user.partnerId) redirect(portalRoutes.sessionExpired);
  const role = signedIn.user.memberRole ?? "owner";
  const current = quarterOf(new Date());
  const quarter = mdfBudgetQuerySchema.safeParse(await searchParams).data?.quarter ?? current;
  const quarterLink = (target: string) =>
    target === current ? budgetPath : `${budgetPath}?quarter=${target}`;
  // Reached from the Overview's tier panel: the page is the Overview tab's panel while it shows.
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold text-ink">Market development</h1>
      <div
        role="tabpanel"
        id={panelId("overview")}
        aria-labelledby={tabId("overview")}
        tabIndex={0}
        className="outline-none"
      >
        {partnerApiBase() ? (
          <Alert tone="info">Market development funds are managed by the partner API this portal uses.</Alert>
        ) : !can(role, "mdf:read") ? (
          <Alert tone="info">{memberPermissionMessages["mdf:read"]}</Alert>
        ) : (
          <>
            <nav aria-label="Quarters" className="mb-4 flex gap-4 text-sm">
              <Link href={quarterLink(previousQuarter(quarter))} className="text-brand-dark underline">
                Previous quarter ({previousQuarter(quarter)})
              </Link>
              {quarter === current ? null : (
                <Link href={quarterLink(nextQuarter(quarter))} className="text-brand-dark underline">
                  Next quarter ({nextQuarter(quarter)})
                </Link>
              )}
            </nav>
            <MdfOverview
              {...await getPartnerMdf(signedIn.user.partnerId, quarter)}
              canWrite={can(role, "mdf:write")}
              canRequest={can(role, "mdf:write") && quarter === current}
            />
          </>
        )}
      </div>
    </>
  );
}
