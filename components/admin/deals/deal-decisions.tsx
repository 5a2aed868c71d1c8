"use client";

import { useId, useState } from "react";
import { dealStageOptions } from "@/lib/validation/deal-options";
import { enumLabel } from "@/content/portal-labels";
import { ConfirmDialog } from "../confirm-dialog";
import { FormError, inputClass, primaryButtonClass, secondaryButtonClass } from "../form-field";
import { useApiForm } from "../use-api-form";

// The team's decisions on an approved deal: set its stage; grant or refuse an extension.

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
  const [confirming, setConfirming] = useState(false);
  const { form, onSubmit, serverError, errors, submitting } = useApiForm({
    schema: () => import("@/lib/validation/deals").then((m) => m.dealStageSchema),
    url: `/api/admin/deals/${dealId}/stage`,
    defaultValues: { stage: stage as (typeof dealStageOptions)[number]["id"] },
    success: "Stage updated; the partner was emailed.",
  });
  const value = form.watch("stage");
  return (
    <form
      className="flex flex-col gap-2"
      noValidate
      onSubmit={(event) => {
        if (value !== "closed_won") return void onSubmit(event);
        event.preventDefault();
        setConfirming(true);
      }}
    >
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        Stage
      </label>
      <div className="flex flex-wrap gap-2">
        <select id={id} {...form.register("stage")} className={inputClass}>
          {dealStageOptions.map((option) => (
            <option key={option.id} value={option.id}>
              {enumLabel(option.id)} ({option.probability}%)
            </option>
          ))}
        </select>
        <button type="submit" disabled={submitting || value === stage} className={primaryButtonClass}>
          {submitting ? "Saving…" : "Set stage"}
        </button>
      </div>
      <FormError message={errors.stage?.message ?? serverError} />
      <ConfirmDialog
        open={confirming}
        title="Mark this deal Closed Won?"
        confirmLabel="Mark Closed Won"
        busy={submitting}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void onSubmit();
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
  const { form, onSubmit, serverError, errors, submitting } = useApiForm({
    schema: () => import("@/lib/validation/deals").then((m) => m.extensionDecisionSchema),
    url: `/api/admin/deals/${dealId}/extension`,
    defaultValues: { decision: "grant", reason: undefined },
    success: (values) => (values.decision === "grant" ? "Extension granted." : "Extension refused."),
  });
  const decide = (decision: "grant" | "refuse") => {
    form.setValue("decision", decision);
    void onSubmit();
  };
  return (
    <form className="flex flex-col gap-2" noValidate onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        Note to the partner (optional)
      </label>
      <textarea
        id={id}
        rows={2}
        {...form.register("reason", { setValueAs: (v: string) => v || undefined })}
        className={inputClass}
        maxLength={2000}
      />
      <div className="flex gap-2">
        <button
          type="button"
          disabled={submitting}
          className={primaryButtonClass}
          onClick={() => decide("grant")}
        >
          Grant 30 days
        </button>
        <button
          type="button"
          disabled={submitting}
          className={secondaryButtonClass}
          onClick={() => decide("refuse")}
        >
          Refuse
        </button>
      </div>
      <FormError message={errors.reason?.message ?? errors.decision?.message ?? serverError} />
    </form>
  );
}
