"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { toast } from "@/lib/client/toast";
import { AuthCard } from "@/components/portal/ui/auth-card";
import { buttonClass } from "@/components/portal/ui/button";
import { Spinner } from "@/components/portal/ui/spinner";
import { portalDelays } from "@/content/portal";
import { portalRoutes } from "@/lib/portal-routes";
import { siteConfig } from "@/lib/config/site";
import { portalApi } from "@/lib/client/auth";
import { errorCatalogue } from "@/lib/client/messages";
import { authMessages } from "@/lib/validation/auth-messages";

type State =
  { kind: "loading" } | { kind: "success"; message: string } | { kind: "failure"; message: string };

export function VerifyEmail({ token }: { token: string }) {
  const router = useRouter();
  const [state, setState] = useState<State>(
    token ? { kind: "loading" } : { kind: "failure", message: errorCatalogue.verifyEmailNoToken },
  );
  // The link is single-use: never send it twice (React may run effects twice in development).
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    void portalApi.verifyEmail(token).then((result) => {
      if (result.ok) {
        const message = result.data.message ?? authMessages.verifyEmailDone;
        toast.success(message);
        setState({ kind: "success", message });
      } else {
        setState({
          kind: "failure",
          message: result.network ? errorCatalogue.verifyEmailException : result.message,
        });
      }
    });
  }, [token]);

  useEffect(() => {
    if (state.kind !== "success") return;
    const timer = window.setTimeout(() => router.push(portalRoutes.login), portalDelays.afterEmailVerified);
    return () => window.clearTimeout(timer);
  }, [state.kind, router]);

  if (state.kind === "loading") {
    return (
      <AuthCard title="Verifying Your Email">
        <div className="flex justify-center py-6">
          <Spinner size="lg" label="Verifying your email address..." />
        </div>
      </AuthCard>
    );
  }
  if (state.kind === "success") {
    return (
      <AuthCard title="Email Verified!" lead={<p role="status">{state.message}</p>}>
        <p className="text-sm text-slate-600">Redirecting to login in 3 seconds...</p>
        <Link href={portalRoutes.login} className={buttonClass("primary", "mt-5 w-full")}>
          Login Now
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Verification Failed" lead={<p role="alert">{state.message}</p>}>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link href={portalRoutes.login} className={buttonClass("primary", "flex-1")}>
          Back to Login
        </Link>
        <a href={`mailto:${siteConfig.supportEmail}`} className={buttonClass("secondary", "flex-1")}>
          Contact Support
        </a>
      </div>
    </AuthCard>
  );
}
