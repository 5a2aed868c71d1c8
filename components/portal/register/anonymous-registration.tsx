"use client";

import Link from "next/link";
import { useState } from "react";
import { AuthCard } from "@/components/portal/ui/auth-card";
import { buttonClass } from "@/components/portal/ui/button";
import { registrationCopy } from "@/content/portal";
import { portalRoutes } from "@/lib/portal-routes";
import { registrationMessages } from "@/lib/validation/registration-messages";
import { RegistrationWizard } from "./lazy-registration-wizard";
import { emptyWizard } from "./wizard-form";

/** The open registration: the same four steps without documents, posted as JSON; the account then awaits approval. */
export function AnonymousRegistration() {
  const [done, setDone] = useState(false);
  if (done) {
    return (
      <AuthCard
        title={registrationCopy.anonymousDoneTitle}
        lead={<p role="status">{registrationMessages.anonymousSuccess}</p>}
      >
        <p className="text-slate-700">{registrationCopy.anonymousDoneText}</p>
        <Link href={portalRoutes.login} className={buttonClass("primary", "mt-6 w-full")}>
          Go to Login
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={registrationCopy.anonymousTitle} lead={registrationCopy.anonymousLead} wide>
      <RegistrationWizard
        mode={{ kind: "anonymous" }}
        initial={emptyWizard}
        emailLocked={false}
        onAnonymousDone={() => setDone(true)}
      />
    </AuthCard>
  );
}
