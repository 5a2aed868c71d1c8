"use client";

import Link from "next/link";
import { useState } from "react";
import { AuthCard } from "@/components/portal/ui/auth-card";
import { buttonClass } from "@/components/portal/ui/button";
import { portalRoutes } from "@/lib/portal-routes";
import { unsubscribeApi } from "@/lib/client/unsubscribe";

type State = { kind: "asking" | "sending" } | { kind: "done" | "failed"; message: string };

/**
 * Asks before it unsubscribes: opening the page changes nothing (link scanners open every
 * link in a message), only the button does.
 */
export function UnsubscribeConfirm({ token, label }: { token: string; label: string }) {
  const [state, setState] = useState<State>({ kind: "asking" });

  const confirm = async () => {
    setState({ kind: "sending" });
    const result = await unsubscribeApi.confirm(token);
    setState(
      result.ok
        ? { kind: "done", message: result.data.message }
        : { kind: "failed", message: result.message },
    );
  };

  if (state.kind === "done" || state.kind === "failed") {
    return (
      <AuthCard
        title={state.kind === "done" ? "You are unsubscribed" : "Could not unsubscribe"}
        lead={<p role={state.kind === "done" ? "status" : "alert"}>{state.message}</p>}
      >
        <Link href={portalRoutes.login} className={buttonClass("secondary", "w-full")}>
          Sign in to Settings
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Unsubscribe" lead={<p>Stop receiving “{label}” emails from the partner programme?</p>}>
      <button
        type="button"
        className={buttonClass("primary", "w-full")}
        disabled={state.kind === "sending"}
        onClick={() => void confirm()}
      >
        {state.kind === "sending" ? "Unsubscribing…" : `Unsubscribe from “${label}”`}
      </button>
      <p className="mt-4 text-sm text-slate-600">
        Security and account emails (sign-in codes, password resets) are always sent.
      </p>
    </AuthCard>
  );
}
