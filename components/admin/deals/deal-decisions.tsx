"use client";

import { useRouter } from "next/navigation";
import { useId, useState, useTransition } from "react";
import { toast } from "sonner";
import { dealStageOptions } from "@/lib/validation/deal-options";
import { enumLabel } from "@/content/portal-labels";
import { callConsole } from "@/lib/client/console";
import { ConfirmDialog } from "../confirm-dialog";
import { FormError, inputClass, primaryButtonClass, secondaryButtonClass } from "../form-field";

// The team's decisions on an approved deal: set its stage; grant or refuse an extension.

function useDecision() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [, startTransition] = useTransition();
  async function send(url: string, body: unknown, success: string) {
    setBusy(true);
    setError(null);
    const result = await callConsole(url, { body });
    setBusy(false);
    if (!result.ok) return setError(result.message);
    toast.success(success);
    startTransition(() => router.refresh());
  }
  return { busy, error, send };
}

/** Closed Won creates the partner's commission and tells them: it asks first. */
export function StageForm({
  dealId,
  stage,
  customerName,
}: {
  dealId: string;
  stage: string;
  customerName: string;
}) {
  const id = useId();
  const [value, setValue] = useState(stage);
  const [confirming, setConfirming] = useState(false);
  const { busy, error, send } = useDecision();
  const save = () =>
    void send(
      `/api/admin/deals/${dealId}/stage`,
      { stage: value },
      "Stage updated; the partner was emailed.",
    );
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (value === "closed_won") setConfirming(true);
        else save();
      }}
    >
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        Stage
      </label>
      <div className="flex flex-wrap gap-2">
        <select id={id} value={value} onChange={(e) => setValue(e.target.value)} className={inputClass}>
          {dealStageOptions.map((option) => (
            <option key={option.id} value={option.id}>
              {enumLabel(option.id)} ({option.probability}%)
            </option>
          ))}
        </select>
        <button type="submit" disabled={busy || value === stage} className={primaryButtonClass}>
          {busy ? "Saving…" : "Set stage"}
        </button>
      </div>
      <FormError message={error} />
      <ConfirmDialog
        open={confirming}
        title="Mark this deal Closed Won?"
        confirmLabel="Mark Closed Won"
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          save();
        }}
      >
        <p>
          The deal with {customerName} is closed as won: the partner&apos;s commission is created at their
          rate and the partner is emailed.
        </p>
      </ConfirmDialog>
    </form>
  );
}

export function ExtensionDecision({ dealId }: { dealId: string }) {
  const id = useId();
  const [reason, setReason] = useState("");
  const { busy, error, send } = useDecision();
  const decide = (decision: "grant" | "refuse") =>
    void send(
      `/api/admin/deals/${dealId}/extension`,
      { decision, reason: reason || undefined },
      decision === "grant" ? "Extension granted." : "Extension refused.",
    );
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        Note to the partner (optional)
      </label>
      <textarea
        id={id}
        rows={2}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        className={inputClass}
        maxLength={2000}
      />
      <div className="flex gap-2">
        <button type="button" disabled={busy} className={primaryButtonClass} onClick={() => decide("grant")}>
          Grant 30 days
        </button>
        <button
          type="button"
          disabled={busy}
          className={secondaryButtonClass}
          onClick={() => decide("refuse")}
        >
          Refuse
        </button>
      </div>
      <FormError message={error} />
    </div>
  );
}
