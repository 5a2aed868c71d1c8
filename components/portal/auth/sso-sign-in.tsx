"use client";

import { useEffect, useState } from "react";
import { buttonClass } from "@/components/portal/ui/button";
import { isEmailAddress } from "@/lib/validation/email-address";

// Single sign-on on the sign-in page. Both are plain links: the browser goes to the provider
// and comes back signed in (or with the reason it was not).

/** Where a sign-in through a provider starts: the start route redirects to the provider. */
export function ssoStartPath(query: Record<string, string>, next: string | null): string {
  return `/api/auth/oidc/start?${new URLSearchParams({ ...query, ...(next ? { next } : {}) }).toString()}`;
}

/** "Continue with SSO" once the typed email is on a domain whose company signs in through its provider. */
export function ContinueWithSso({ email, next }: { email: string; next: string | null }) {
  const [found, setFound] = useState<{ email: string; required: boolean } | null>(null);
  const address = email.trim().toLowerCase();

  useEffect(() => {
    if (!isEmailAddress(address)) return;
    const controller = new AbortController();
    // Asked once the typing pauses, not on every key.
    const timer = setTimeout(() => {
      fetch(`/api/auth/oidc/discover?${new URLSearchParams({ email: address }).toString()}`, {
        signal: controller.signal,
      })
        .then((response) => response.json() as Promise<{ sso?: boolean; required?: boolean }>)
        .then((answer) =>
          setFound(answer.sso ? { email: address, required: answer.required === true } : null),
        )
        .catch(() => undefined);
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [address]);

  if (!found || found.email !== address) return null;
  return (
    <div className="space-y-2 rounded-lg border border-slate-200 p-3">
      <p className="text-sm text-slate-700">
        {found.required
          ? "Your company signs in with single sign-on."
          : "Your company can sign you in with single sign-on."}
      </p>
      <a href={ssoStartPath({ email: address }, next)} className={buttonClass("primary", "w-full")}>
        Continue with SSO
      </a>
    </div>
  );
}

/** The programme team's way in when the console has its provider (ADMIN_OIDC_*). */
export function AdminSsoLink({ next }: { next: string | null }) {
  return (
    <p className="text-center text-sm text-slate-700">
      Programme team?{" "}
      <a
        href={ssoStartPath({ for: "admin" }, next)}
        className="font-semibold text-brand-dark underline-offset-2 hover:underline"
      >
        Sign in with SSO
      </a>
    </p>
  );
}
