"use client";

import { useState } from "react";
import { FormError, FormField, inputClass, secondaryButtonClass } from "./form-field";
import { useApiForm } from "./use-api-form";

// Rejection with a required reason, which the server emails to the applicant. Hidden
// behind a button so a reason is never typed by accident into the wrong record.
export function RejectForm({
  url,
  subject,
  recipient = "applicant",
}: {
  url: string;
  subject: string;
  /** Who reads the reason: the applicant of a claim or registration, the partner of a deal. */
  recipient?: "applicant" | "partner";
}) {
  const [open, setOpen] = useState(false);
  const { form, onSubmit, serverError, errors, submitting } = useApiForm({
    schema: () => import("@/lib/validation/admin").then((m) => m.reasonSchema),
    url,
    defaultValues: { reason: "" },
    success: `${subject} rejected; the reason was emailed.`,
    onSuccess: () => setOpen(false),
  });

  if (!open) {
    return (
      <button type="button" className={secondaryButtonClass} onClick={() => setOpen(true)}>
        Reject…
      </button>
    );
  }
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex w-full max-w-xl flex-col gap-3"
      aria-label={`Reject ${subject.toLowerCase()}`}
    >
      <FormField label={`Reason for rejection (emailed to the ${recipient})`} error={errors.reason?.message}>
        {(field) => (
          <textarea {...field} {...form.register("reason")} rows={4} className={inputClass} autoFocus />
        )}
      </FormField>
      <FormError message={serverError} />
      <div className="flex gap-2">
        <button
          type="submit"
          disabled={submitting}
          className="rounded-md bg-danger px-4 py-2 text-sm font-medium text-white hover:bg-red-800 disabled:opacity-70"
        >
          {submitting ? "Rejecting…" : "Send rejection"}
        </button>
        <button type="button" className={secondaryButtonClass} onClick={() => setOpen(false)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
