"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { toast } from "sonner";
import { callConsole } from "@/lib/client/console";
import { FormError } from "./form-field";

// One click, one request (approve, resend, retry now: a POST; revoke a key, disable an
// endpoint: another method), then the page re-renders from the server, or goes to
// `redirectTo` (a deletion removes the page itself). The server's message is shown when it
// refuses.
export function ActionButton({
  url,
  method = "POST",
  body,
  label,
  pendingLabel,
  success,
  variant = "primary",
  ariaLabel,
  redirectTo,
}: {
  url: string;
  method?: "POST" | "PATCH" | "DELETE";
  body?: unknown;
  label: string;
  pendingLabel: string;
  success: string;
  variant?: "primary" | "secondary";
  ariaLabel?: string;
  redirectTo?: string;
}) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [, startTransition] = useTransition();

  async function run() {
    setBusy(true);
    setError(null);
    const result = await callConsole(url, { method, body });
    setBusy(false);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    toast.success(result.data.message ?? success);
    startTransition(() => (redirectTo ? router.push(redirectTo) : router.refresh()));
  }

  const style =
    variant === "primary"
      ? "bg-brand text-white hover:bg-brand-dark disabled:bg-brand-light"
      : "border border-slate-400 bg-white text-slate-800 hover:bg-slate-50 disabled:text-slate-500";
  return (
    <div className="flex flex-col items-start gap-1">
      <button
        type="button"
        onClick={run}
        disabled={busy}
        aria-busy={busy}
        aria-label={busy ? undefined : ariaLabel}
        className={`rounded-md px-4 py-2 text-sm font-medium ${style}`}
      >
        {busy ? pendingLabel : label}
      </button>
      <FormError message={error} />
    </div>
  );
}
