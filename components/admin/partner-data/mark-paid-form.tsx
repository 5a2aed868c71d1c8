"use client";

import { FormError, FormField, inputClass, primaryButtonClass } from "../form-field";
import { useApiForm } from "../use-api-form";

// Records a commission's payment: its reference and the day it was paid (today unless told).
export function MarkPaidForm({ commissionId, onDone }: { commissionId: string; onDone: () => void }) {
  const { form, onSubmit, serverError, errors, submitting } = useApiForm({
    schema: () => import("@/lib/validation/admin").then((m) => m.markPaidSchema),
    url: `/api/admin/data/commissions/${commissionId}`,
    method: "PATCH",
    defaultValues: {
      status: "paid",
      paymentReference: "",
      payoutDate: new Date().toISOString().slice(0, 10),
    },
    success: "Commission marked paid.",
    onSuccess: onDone,
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Mark commission paid" className="flex flex-col gap-3">
      <FormField label="Payment reference" error={errors.paymentReference?.message}>
        {(field) => (
          <input
            {...field}
            {...form.register("paymentReference")}
            type="text"
            className={inputClass}
            autoFocus
          />
        )}
      </FormField>
      <FormField label="Paid on" error={errors.payoutDate?.message}>
        {(field) => <input {...field} {...form.register("payoutDate")} type="date" className={inputClass} />}
      </FormField>
      <FormError message={serverError} />
      <div>
        <button type="submit" disabled={submitting} className={primaryButtonClass}>
          {submitting ? "Saving…" : "Mark paid"}
        </button>
      </div>
    </form>
  );
}
