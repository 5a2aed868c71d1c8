"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { AuthCard } from "@/components/portal/ui/auth-card";
import { buttonClass } from "@/components/portal/ui/button";
import { claimCopy, portalDelays } from "@/content/portal";
import { portalRoutes } from "@/lib/portal-routes";

/** The confirmation with the next steps; the login page follows after 3 seconds. */
export function ClaimSuccess() {
  const router = useRouter();
  useEffect(() => {
    const timer = window.setTimeout(() => router.push(portalRoutes.login), portalDelays.afterClaim);
    return () => window.clearTimeout(timer);
  }, [router]);
  return (
    <AuthCard title={claimCopy.successTitle} lead={<p role="status">{claimCopy.successLead}</p>} wide>
      <h2 className="text-lg font-semibold text-ink">Next steps</h2>
      <ol className="mt-3 list-decimal space-y-2 pl-5 text-slate-700">
        {claimCopy.nextSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className="mt-6 text-sm text-slate-600">{claimCopy.redirecting}</p>
      <Link href={portalRoutes.login} className={buttonClass("primary", "mt-4")}>
        Go to Login
      </Link>
    </AuthCard>
  );
}
