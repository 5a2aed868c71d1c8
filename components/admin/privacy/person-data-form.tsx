"use client";

import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { callConsole } from "@/lib/client/console";
import { networkErrorMessage } from "@/lib/client/messages";
import { ConfirmDialog } from "../confirm-dialog";
import { FormError } from "../form-field";

// Export or erase everything stored about one email address. The export downloads as a
// file; the erasure asks first in the confirmation dialog (it cannot be undone).
export function PersonDataForm() {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);

  async function exportData() {
    setBusy(true);
    setError(null);
    try {
      const response = await fetch("/api/admin/privacy/export", {
        method: "POST",
        credentials: "same-origin",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email }),
      });
      if (!response.ok) {
        const body = (await response.json().catch(() => ({}))) as { error?: string };
        setError(body.error ?? `The export failed (HTTP ${response.status}).`);
        return;
      }
      const url = URL.createObjectURL(await response.blob());
      Object.assign(document.createElement("a"), { href: url, download: "person-data.json" }).click();
      URL.revokeObjectURL(url);
    } catch {
      setError(networkErrorMessage);
    } finally {
      setBusy(false);
    }
  }

  function askToErase(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!email.trim()) return setError("Enter the person's email address.");
    setConfirming(true);
  }

  async function erase() {
    setBusy(true);
    setError(null);
    const result = await callConsole("/api/admin/privacy/erase", { body: { email } });
    setBusy(false);
    setConfirming(false);
    if (!result.ok) return setError(result.fields?.email ?? result.message);
    toast.success(`Everything stored about ${email} is erased; they get one confirmation email.`);
    setEmail("");
  }

  return (
    <form onSubmit={askToErase} noValidate className="space-y-3">
      <label htmlFor="person-email" className="block text-sm font-medium text-slate-800">
        Email address
      </label>
      <input
        id="person-email"
        type="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        className="w-full rounded-md border border-slate-400 px-3 py-2"
        autoComplete="off"
      />
      <FormError message={error} />
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          onClick={() => void exportData()}
          disabled={busy}
          className="rounded-md border border-slate-400 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:text-slate-500"
        >
          Export data
        </button>
        <button
          type="submit"
          disabled={busy}
          className="rounded-md bg-danger px-4 py-2 text-sm font-medium text-white disabled:opacity-60"
        >
          Erase data
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={`Erase everything stored about ${email}?`}
        confirmLabel={busy ? "Erasing…" : "Erase data"}
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void erase()}
      >
        <p>
          Their account, if any, is closed; their name, email address and phone number are erased from every
          record; commissions and payouts stay without their contact details. They get one last email. This
          cannot be undone.
        </p>
      </ConfirmDialog>
    </form>
  );
}
