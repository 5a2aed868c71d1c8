"use client";

import { useState } from "react";
import { toMinor } from "@/lib/money";
import { FormError, FormField, inputClass, primaryButtonClass, secondaryButtonClass } from "../form-field";
import { useApiForm } from "../use-api-form";

// The team's decisions on market development: approve (in full, or in part with an amount in
// major units sent as minor units) and a reason for a refusal or a request for changes. Each
// form is validated with its route's own schema, loaded on first submit.

const amountValue = (currency: string) => (value: unknown) =>
  value === "" || value === undefined || value === null ? undefined : toMinor(String(value), currency);

export function ApproveForm({ url, currency, subject }: { url: string; currency: string; subject: string }) {
  const { form, onSubmit, serverError, errors, submitting } = useApiForm({
    schema: () => import("@/lib/validation/mdf").then((m) => m.mdfApproveSchema),
    url,
    defaultValues: {},
    success: `${subject} approved.`,
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2" aria-label={`Approve ${subject}`}>
      <FormField
        label={`Amount to approve (${currency}; empty: in full)`}
        error={errors.amountMinor?.message}
      >
        {(field) => (
          <input
            {...field}
            {...form.register("amountMinor", { setValueAs: amountValue(currency) })}
            inputMode="decimal"
            className={inputClass}
          />
        )}
      </FormField>
      <FormError message={serverError} />
      <button type="submit" disabled={submitting} className={primaryButtonClass}>
        {submitting ? "Approving…" : "Approve"}
      </button>
    </form>
  );
}

export function ReasonForm({ url, label, success }: { url: string; label: string; success: string }) {
  const [open, setOpen] = useState(false);
  const { form, onSubmit, serverError, errors, submitting } = useApiForm({
    schema: () => import("@/lib/validation/mdf").then((m) => m.mdfReasonSchema),
    url,
    defaultValues: { reason: "" },
    success,
    onSuccess: () => setOpen(false),
  });
  if (!open)
    return (
      <button type="button" className={secondaryButtonClass} onClick={() => setOpen(true)}>
        {label}…
      </button>
    );
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2" aria-label={label}>
      <FormField label="Reason (sent to the partner)" error={errors.reason?.message}>
        {(field) => <textarea {...field} {...form.register("reason")} rows={3} className={inputClass} />}
      </FormField>
      <FormError message={serverError} />
      <div className="flex gap-2">
        <button type="submit" disabled={submitting} className={primaryButtonClass}>
          {submitting ? "Sending…" : label}
        </button>
        <button type="button" className={secondaryButtonClass} onClick={() => setOpen(false)}>
          Cancel
        </button>
      </div>
    </form>
  );
}

export function AllocationForm({
  partners,
  quarter,
  currency,
}: {
  partners: { id: string; name: string }[];
  quarter: string;
  currency: string;
}) {
  const [partnerId, setPartnerId] = useState(partners[0]?.id ?? "");
  const { form, onSubmit, serverError, errors, submitting } = useApiForm({
    schema: () => import("@/lib/validation/mdf").then((m) => m.mdfAllocationSchema),
    url: `/api/admin/mdf/budgets/${partnerId}`,
    defaultValues: { quarter, kind: "top_up", reason: "" },
    success: "Allocation saved.",
    resetOnSuccess: true,
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3 sm:grid-cols-2" aria-label="Allocate funds">
      <FormField label="Partner">
        {(field) => (
          <select
            {...field}
            value={partnerId}
            onChange={(e) => setPartnerId(e.target.value)}
            className={inputClass}
          >
            {partners.map((partner) => (
              <option key={partner.id} value={partner.id}>
                {partner.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label="Quarter" error={errors.quarter?.message}>
        {(field) => <input {...field} {...form.register("quarter")} className={inputClass} />}
      </FormField>
      <FormField label="Kind" error={errors.kind?.message}>
        {(field) => (
          <select {...field} {...form.register("kind")} className={inputClass}>
            <option value="top_up">One-off top-up</option>
            <option value="override">The partner&apos;s own allocation for the quarter</option>
          </select>
        )}
      </FormField>
      <FormField label={`Amount (${currency})`} error={errors.amountMinor?.message}>
        {(field) => (
          <input
            {...field}
            {...form.register("amountMinor", { setValueAs: amountValue(currency) })}
            inputMode="decimal"
            className={inputClass}
          />
        )}
      </FormField>
      <div className="sm:col-span-2">
        <FormField label="Reason" error={errors.reason?.message}>
          {(field) => <textarea {...field} {...form.register("reason")} rows={2} className={inputClass} />}
        </FormField>
      </div>
      <FormError message={serverError} />
      <div className="sm:col-span-2">
        <button type="submit" disabled={submitting || !partnerId} className={primaryButtonClass}>
          {submitting ? "Saving…" : "Save allocation"}
        </button>
      </div>
    </form>
  );
}
