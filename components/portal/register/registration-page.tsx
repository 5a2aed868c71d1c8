"use client";

import Link from "next/link";
import { useEffect } from "react";
import { Alert } from "@/components/portal/ui/alert";
import { AuthCard } from "@/components/portal/ui/auth-card";
import { Button, buttonClass } from "@/components/portal/ui/button";
import { Spinner } from "@/components/portal/ui/spinner";
import { registrationCopy } from "@/content/portal";
import { portalRoutes } from "@/lib/portal-routes";
import { errorCatalogue } from "@/lib/client/messages";
import { preloadRegistrationWizard, RegistrationWizard } from "./lazy-registration-wizard";
import { useRegistrationLink } from "./use-registration-link";

export function RegistrationPage({ token, invite }: { token: string; invite: string }) {
  const { state, retry } = useRegistrationLink(token, invite);
  // The wizard's code loads while the link is checked.
  useEffect(() => {
    if (token || invite) preloadRegistrationWizard();
  }, [token, invite]);

  if (state.kind === "validating") {
    return (
      <AuthCard title={registrationCopy.title}>
        <div className="flex justify-center py-6">
          <Spinner size="lg" label={registrationCopy.validating} />
        </div>
      </AuthCard>
    );
  }
  if (state.kind === "load-failed") {
    return (
      <AuthCard title={registrationCopy.title}>
        <Alert
          tone="error"
          action={
            <Button variant="secondary" onClick={retry}>
              Retry
            </Button>
          }
        >
          {errorCatalogue.linkLoadFailed}
        </Alert>
      </AuthCard>
    );
  }
  if (state.kind === "no-link") {
    return (
      <AuthCard title={registrationCopy.noLinkTitle} lead={registrationCopy.noLinkLead}>
        <p className="text-slate-700">{registrationCopy.noLinkHelp}</p>
        <div className="mt-6 flex flex-col gap-3">
          <Link href={portalRoutes.claim} className={buttonClass("primary")}>
            Claim your partner portal
          </Link>
          <Link href={portalRoutes.registerAnonymous} className={buttonClass("secondary")}>
            Register without an invitation
          </Link>
        </div>
        <p className="mt-6 text-center text-sm text-slate-700">
          Already registered?{" "}
          <Link
            href={portalRoutes.login}
            className="font-semibold text-brand-dark underline-offset-2 hover:underline"
          >
            Sign in
          </Link>
        </p>
      </AuthCard>
    );
  }
  if (state.kind === "invalid") {
    return (
      <AuthCard title={registrationCopy.invalidTitle} lead={<p role="alert">{state.message}</p>}>
        <p className="text-slate-700">{registrationCopy.invalidHelp}</p>
        <div className="mt-6 flex flex-col gap-3">
          <Link href={portalRoutes.claim} className={buttonClass("primary")}>
            Go to Claim Portal
          </Link>
          <Link href={portalRoutes.registerAnonymous} className={buttonClass("secondary")}>
            Register without an invitation
          </Link>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={registrationCopy.title}
      lead={`Complete your registration${state.form.companyName ? ` for ${state.form.companyName}` : ""} in four steps.`}
      wide
    >
      <RegistrationWizard
        mode={{
          kind: "link",
          approvalToken: token || undefined,
          invitationToken: token ? undefined : invite,
        }}
        initial={state.form}
        emailLocked={Boolean(state.form.primaryContact.email)}
      />
    </AuthCard>
  );
}
