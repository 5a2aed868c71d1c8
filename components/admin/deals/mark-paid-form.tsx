"use client";

import { useState } from "react";
import { ConfirmDialog } from "../confirm-dialog";
import { FormError, FormField, inputClass, primaryButtonClass, secondaryButtonClass } from "../form-field";
import { useApiForm } from "../use-api-form";

// Marks a payout request paid: the payment's reference and date, which the partner then
// sees on each commission. Behind a button, like the rejection form; the partner is told
// it was paid, so it asks once more before saving.
export function MarkPaidForm({
  payoutId,
  partnerName,
  amount,
  url = `/api/admin/payouts/${payoutId}/paid`,
}: {
  payoutId: string;
  /** Where the payment is posted (a payout run's own address pays every request in it). */
  url?: string;
  partnerName: string;
  /** The payout's amount as people read it ("$1,250.00"). */
  amount: string;
}) {
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { form, onSubmit, serverError, errors, submitting } = useApiForm({
    schema: () => import("@/lib/validation/payouts").then((m) => m.payoutPaidSchema),
    url,
    defaultValues: { paymentReference: "", payoutDate: new Date().toISOString().slice(0, 10) },
    success: `${amount} to ${partnerName} is marked paid; the partner was emailed.`,
    onSuccess: () => setOpen(false),
  });
  if (!open) {
    return (
      <button
        type="button"
        className={secondaryButtonClass}
        onClick={() => setOpen(true)}
        aria-label={`Mark paid: ${partnerName}`}
      >
        Mark paid…
      </button>
    );
  }
  return (
    <form
      onSubmit={form.handleSubmit(() => setConfirming(true))}
      noValidate
      className="flex flex-col gap-2"
      aria-label={`Mark paid: ${partnerName}`}
    >
      <FormField label="Payment reference" error={errors.paymentReference?.message}>
        {(field) => (
          <input {...field} {...form.register("paymentReference")} className={inputClass} autoFocus />
        )}
      </FormField>
      <FormField label="Payment date" error={errors.payoutDate?.message}>
        {(field) => <input {...field} type="date" {...form.register("payoutDate")} className={inputClass} />}
      </FormField>
      <FormError message={serverError} />
      <div className="flex gap-2">
        <button type="submit" disabled={submitting} className={primaryButtonClass}>
          {submitting ? "Saving…" : "Mark paid"}
        </button>
        <button type="button" className={secondaryButtonClass} onClick={() => setOpen(false)}>
          Cancel
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={`Mark ${amount} to ${partnerName} as paid?`}
        confirmLabel="Mark paid"
        busy={submitting}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void onSubmit();
        }}
      >
        <p>
          Reference {form.getValues("paymentReference")}. The partner is emailed that the payment was sent,
          and the commissions it covers show as paid.
        </p>
      </ConfirmDialog>
    </form>
  );
}
