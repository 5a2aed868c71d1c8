"use client";

import { useState } from "react";
import { toast } from "sonner";
import { useSchemaForm } from "@/components/forms/use-schema-form";
import { callConsole } from "@/lib/client/console";
import { networkErrorMessage } from "@/lib/client/messages";
import { ConfirmDialog } from "../confirm-dialog";
import { FormError } from "../form-field";

// The routes' schema (the email address, nothing else) loads with the first check.
const schema = () => import("@/lib/validation/privacy").then((m) => m.personEmailSchema);

// Export or erase everything stored about one email address, each checked with the routes'
// schema first. The export downloads as a file; the erasure asks first in the confirmation
// dialog (it cannot be undone).
export function PersonDataForm() {
  const { form, register, errors, serverError, setServerError, submit } = useSchemaForm({
    schema,
    defaultValues: { email: "" },
    messageField: "email",
  });
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const email = form.watch("email");
  const error = errors.email?.message ?? serverError;

  const exportData = submit(async (person) => {
    setBusy(true);
    try {
      const response = await fetch("/api/admin/privacy/export", {
        method: "POST",
        credentials: "same-origin",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(person),
      });
      if (!response.ok) {
        const body = (await response.json().catch(() => ({}))) as { error?: string };
        setServerError(body.error ?? `The export failed (HTTP ${response.status}).`);
        return;
      }
      const url = URL.createObjectURL(await response.blob());
      Object.assign(document.createElement("a"), { href: url, download: "person-data.json" }).click();
      URL.revokeObjectURL(url);
    } catch {
      setServerError(networkErrorMessage);
    } finally {
      setBusy(false);
    }
  });

  const askToErase = submit(async () => setConfirming(true));

  async function erase() {
    setBusy(true);
    setServerError(null);
    const result = await callConsole("/api/admin/privacy/erase", { body: { email: email.trim() } });
    setBusy(false);
    setConfirming(false);
    if (!result.ok) {
      form.setError("email", { message: result.fields?.email ?? result.message });
      return;
    }
    toast.success(`Everything stored about ${email.trim()} is erased; they get one confirmation email.`);
    form.reset();
  }

  return (
    <form onSubmit={(event) => void askToErase(event)} noValidate className="space-y-3">
      <label htmlFor="person-email" className="block text-sm font-medium text-slate-800">
        Email address
      </label>
      <input
        id="person-email"
        type="email"
        aria-invalid={error ? true : undefined}
        {...register("email")}
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
