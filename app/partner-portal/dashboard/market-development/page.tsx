import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { MdfOverview } from "@/components/portal/mdf/mdf-overview";
import { panelId, tabId } from "@/components/portal/dashboard/tab-ids";
import { Alert } from "@/components/portal/ui/alert";
import { can, memberPermissionMessages } from "@/lib/member-roles";
import { portalRoutes } from "@/lib/portal-routes";
import { getSignedIn } from "@/lib/server/auth/guards";
import { getPartnerMdf } from "@/lib/server/mdf/partner";
import { partnerApiBase } from "@/lib/server/upstream/partner-api";

export const metadata: Metadata = { title: "Market development" };

// GET /partner-portal/dashboard/market-development: the quarter's market development budget,
// the request form (owners, admins and members) and the company's activities (finance reads).
export default async function MarketDevelopmentPage() {
  const signedIn = await getSignedIn();
  if (!signedIn?.user.partnerId) redirect(portalRoutes.sessionExpired);
  const role = signedIn.user.memberRole ?? "owner";
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
          <MdfOverview {...await getPartnerMdf(signedIn.user.partnerId)} canWrite={can(role, "mdf:write")} />
        )}
      </div>
    </>
  );
}
