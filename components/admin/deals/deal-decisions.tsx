"use client";

import { useRouter } from "next/navigation";
import { useId, useState, useTransition } from "react";
import { toast } from "sonner";
import { dealStageOptions } from "@/content/deals";
import { enumLabel } from "@/content/portal-labels";
import { callConsole } from "@/lib/client/console";
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

export function StageForm({ dealId, stage }: { dealId: string; stage: string }) {
  const id = useId();
  const [value, setValue] = useState(stage);
  const { busy, error, send } = useDecision();
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        void send(
          `/api/admin/deals/${dealId}/stage`,
          { stage: value },
          "Stage updated; the partner was emailed.",
        );
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
