"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { toast } from "sonner";
import { callConsole } from "@/lib/client/console";
import { FormError } from "../form-field";

// One console request that is not a plain POST (revoke a key, enable or disable an
// endpoint), then the page re-renders from the server; the server's refusal is shown.
export function RequestButton({
  url,
  method,
  body,
  label,
  pendingLabel,
  success,
  ariaLabel,
  redirectTo,
}: {
  url: string;
  method: "POST" | "PATCH" | "DELETE";
  body?: unknown;
  label: string;
  pendingLabel: string;
  success: string;
  ariaLabel?: string;
  /** Where to go after success (the page itself is gone after a deletion); else it re-renders. */
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
    toast.success(success);
    startTransition(() => (redirectTo ? router.push(redirectTo) : router.refresh()));
  }

  return (
    <div className="flex flex-col items-start gap-1">
      <button
        type="button"
        onClick={run}
        disabled={busy}
        aria-busy={busy}
        aria-label={busy ? undefined : ariaLabel}
        className="rounded-md border border-slate-400 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:text-slate-500"
      >
        {busy ? pendingLabel : label}
      </button>
      <FormError message={error} />
    </div>
  );
}
