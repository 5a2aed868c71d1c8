import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { ApiReference } from "@/components/api-docs/api-reference";
import { buttonClass } from "@/components/portal/ui/button";
import { canUsePortal, getSignedIn } from "@/lib/server/auth/guards";
import { env } from "@/lib/server/env";
import { buildOpenApiDocument } from "@/lib/api/openapi/document";
import { portalRoutes } from "@/lib/portal-routes";

export const metadata: Metadata = { title: "API reference" };

// The API reference for signed-in partners: what a company key (Settings → API keys) can
// do, rendered from the same OpenAPI document /api/v1/openapi.json serves.
export default async function Page() {
  const signedIn = await getSignedIn();
  if (!signedIn || !canUsePortal(signedIn.user)) redirect(portalRoutes.sessionExpired);
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      <Link href="/partner-portal/docs" className={buttonClass("secondary")}>
        Back to the documentation
      </Link>
      <h1 className="mt-6 text-3xl font-bold text-ink">API reference</h1>
      <p className="mt-2 text-slate-700">
        Your CRM can register deals and referrals and read their progress with a company API key: your
        company&apos;s owner or an admin creates one in Settings. Send it as{" "}
        <code className="font-mono">Authorization: Bearer fl_live_…</code>. A company key reaches your
        company&apos;s deals and referrals only; partners, commissions and payouts are for the programme team.
      </p>
      <div className="mt-6">
        <ApiReference document={buildOpenApiDocument(env().APP_URL)} />
      </div>
    </main>
  );
}
