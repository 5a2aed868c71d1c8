"use client";

import Link from "next/link";
import { useEffect, useState } from "react";
import { Alert } from "@/components/portal/ui/alert";
import { AuthCard } from "@/components/portal/ui/auth-card";
import { Button, buttonClass } from "@/components/portal/ui/button";
import { Spinner } from "@/components/portal/ui/spinner";
import { StatusBadge } from "@/components/portal/dashboard/dashboard-ui";
import { applicationStatusCopy as copy } from "@/content/application-status";
import { formatDay } from "@/lib/dates";
import { portalRoutes } from "@/lib/portal-routes";
import { siteConfig } from "@/lib/config/site";
import { applicationStatusApi } from "@/lib/client/application-status";
import type { ApplicationStatus } from "@/lib/validation/application-status";
import { applicationStatusMessages } from "@/lib/validation/application-status-messages";
import { ApplicationSteps } from "./application-steps";

type State =
  | { kind: "loading" }
  | { kind: "ready"; application: ApplicationStatus }
  | { kind: "failure"; message: string };

const fill = (text: string, iso: string | null) => text.replace("{date}", formatDay(iso, ""));

export function ApplicationStatusView({ token }: { token: string }) {
  const [state, setState] = useState<State>(
    token ? { kind: "loading" } : { kind: "failure", message: applicationStatusMessages.tokenRequired },
  );

  useEffect(() => {
    if (!token) return;
    let current = true;
    void applicationStatusApi.read(token).then((result) => {
      if (!current) return;
      setState(
        result.ok
          ? { kind: "ready", application: result.data.application }
          : { kind: "failure", message: result.message },
      );
    });
    return () => {
      current = false;
    };
  }, [token]);

  if (state.kind === "loading") {
    return (
      <AuthCard title={copy.title}>
        <div className="flex justify-center py-6">
          <Spinner size="lg" label={copy.loading} />
        </div>
      </AuthCard>
    );
  }
  if (state.kind === "failure") {
    return (
      <AuthCard title={copy.failedTitle} lead={<p role="alert">{state.message}</p>}>
        <a href={`mailto:${siteConfig.supportEmail}`} className={buttonClass("secondary", "w-full")}>
          {copy.contact}
        </a>
      </AuthCard>
    );
  }
  const { application } = state;
  const stateDate =
    application.state === "submitted"
      ? application.submittedAt
      : application.state === "under_review"
        ? application.reviewStartedAt
        : application.decidedAt;
  return (
    <AuthCard
      title={copy.title}
      lead={<p>{`${copy.kind[application.kind]}: ${application.companyName}`}</p>}
      wide
    >
      <ApplicationSteps state={application.state} />
      <div className="mt-6 flex flex-col gap-4" aria-live="polite">
        <div className="flex flex-wrap items-center gap-3">
          <p>
            <span className="sr-only">Status: </span>
            <StatusBadge status={application.state} />
          </p>
          <p className="text-sm text-slate-700">{fill(copy.states[application.state], stateDate)}</p>
        </div>
        {application.state === "rejected" && application.reason ? (
          <div className="rounded-lg bg-slate-50 p-4 text-sm ring-1 ring-slate-200">
            <p className="font-semibold text-ink">{copy.reasonLabel}</p>
            <p className="mt-1 whitespace-pre-line text-slate-700">{application.reason}</p>
          </div>
        ) : null}
        {application.state === "approved" ? <NextStep application={application} token={token} /> : null}
      </div>
    </AuthCard>
  );
}

function NextStep({ application, token }: { application: ApplicationStatus; token: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const link = application.registrationLink;
  if (application.kind === "registration" || link?.state === "used") {
    return (
      <Alert
        tone="success"
        action={
          <Link href={portalRoutes.login} className={buttonClass("primary")}>
            {copy.signIn}
          </Link>
        }
      >
        {application.kind === "registration" ? copy.accountActive : copy.registrationLink.used}
      </Alert>
    );
  }
  if (!link || link.state === "expired") {
    return (
      <Alert
        tone="info"
        action={
          <a href={`mailto:${siteConfig.supportEmail}`} className={buttonClass("secondary")}>
            {copy.contact}
          </a>
        }
      >
        {fill(copy.registrationLink.expired, link?.expiresAt ?? null)}
      </Alert>
    );
  }
  const register = async () => {
    setBusy(true);
    setError(null);
    const result = await applicationStatusApi.registrationLink(token);
    if (result.ok) {
      window.location.assign(result.data.registerUrl);
      return;
    }
    setBusy(false);
    setError(result.message);
  };
  return (
    <div className="flex flex-col gap-3">
      <Alert tone="success">{fill(copy.registrationLink.not_used, link.expiresAt)}</Alert>
      <Button onClick={() => void register()} busy={busy}>
        {copy.registerNow}
      </Button>
      <p className="text-xs text-slate-600">{copy.registerNote}</p>
      {error ? <Alert tone="error">{error}</Alert> : null}
    </div>
  );
}
