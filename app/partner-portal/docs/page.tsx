import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { buttonClass } from "@/components/portal/ui/button";
import { partnerDocs } from "@/content/partner-docs";
import { canUsePortal, getSignedIn } from "@/lib/server/auth/guards";
import { env } from "@/lib/server/env";
import { portalRoutes } from "@/lib/portal-routes";
import { EXTENSION_DAYS, EXTENSION_WINDOW_DAYS } from "@/lib/validation/deals";
import { FOLLOW_UP_HOURS, REFERRAL_WINDOW_DAYS } from "@/lib/validation/referrals";

export const metadata: Metadata = { title: "Documentation" };

// The programme's how-to for signed-in partners (Settings → Documentation). Rendered per
// request: its figures are the server's settings (DEAL_PROTECTION_DAYS, PAYOUT_MINIMUM).
export default async function Page() {
  const signedIn = await getSignedIn();
  if (!signedIn || !canUsePortal(signedIn.user)) redirect(portalRoutes.sessionExpired);
  if (signedIn.user.twoFactorRequired)
    redirect(`${portalRoutes.twoFactor}?next=${encodeURIComponent(portalRoutes.docs)}`);
  const sections = partnerDocs({
    protectionDays: env().DEAL_PROTECTION_DAYS,
    payoutMinimum: env().PAYOUT_MINIMUM,
    extensionDays: EXTENSION_DAYS,
    extensionWindowDays: EXTENSION_WINDOW_DAYS,
    referralWindowDays: REFERRAL_WINDOW_DAYS,
    followUpHours: FOLLOW_UP_HOURS,
  });
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <Link href={portalRoutes.dashboard} className={buttonClass("secondary")}>
        Back to the dashboard
      </Link>
      <h1 className="mt-6 text-3xl font-bold text-ink">Partner Programme Documentation</h1>
      <p className="mt-2 text-slate-700">
        How the programme works: registering deals, getting paid, referring contacts and getting certified.
      </p>
      <nav aria-label="On this page" className="mt-6 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <h2 className="text-sm font-semibold text-slate-700">On this page</h2>
        <ul className="mt-2 space-y-1">
          {sections.map((section) => (
            <li key={section.id}>
              <a className="font-medium text-brand-dark underline" href={`#${section.id}`}>
                {section.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p className="mt-4 text-slate-700">
        Connecting your CRM?{" "}
        <Link href="/partner-portal/docs/api" className="font-medium text-brand-dark underline">
          Read the API reference
        </Link>
        .
      </p>
      {sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-title`}
          className="mt-8 scroll-mt-6 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
        >
          <h2 id={`${section.id}-title`} className="text-xl font-semibold text-ink">
            {section.title}
          </h2>
          <p className="mt-2 text-slate-700">{section.intro}</p>
          <ul className="mt-3 list-disc space-y-2 pl-6 text-slate-800">
            {section.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </section>
      ))}
    </main>
  );
}
