import Link from "next/link";
import { AuthCard } from "@/components/portal/ui/auth-card";
import { buttonClass } from "@/components/portal/ui/button";
import { EmailText } from "@/components/portal/ui/email-text";
import { claimCopy } from "@/content/portal";
import { portalRoutes } from "@/lib/portal-routes";

/**
 * The confirmation: what happens next, and where the applicant hears about it. It stays on
 * screen: the applicant has no account to sign in to until the claim is approved.
 */
export function ClaimSuccess({ email }: { email: string }) {
  return (
    <AuthCard title={claimCopy.successTitle} lead={<p role="status">{claimCopy.successLead}</p>} wide>
      <h2 className="text-lg font-semibold text-ink">What happens next</h2>
      <ol className="mt-3 list-decimal space-y-2 pl-5 text-slate-700">
        {claimCopy.nextSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className="mt-6 text-slate-700">
        {claimCopy.confirmationSent} <EmailText email={email} />. {claimCopy.statusLink}
      </p>
      <p className="mt-3 text-sm text-slate-600">{claimCopy.noSignInYet}</p>
      <Link href={portalRoutes.partners} className={buttonClass("secondary", "mt-6")}>
        Back to the Partner Programme
      </Link>
    </AuthCard>
  );
}
