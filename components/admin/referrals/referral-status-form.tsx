"use client";

import { enumLabel } from "@/content/portal-labels";
import { referralTeamStatuses } from "@/lib/validation/referral-options";
import { FormError, FormField, inputClass, primaryButtonClass } from "../form-field";
import { useApiForm } from "../use-api-form";

// The team's one decision on a referral: its status, with an optional note the partner reads.
export function ReferralStatusForm({ referralId, status }: { referralId: string; status: string }) {
  const { form, onSubmit, serverError, errors, submitting } = useApiForm({
    schema: () => import("@/lib/validation/referrals").then((m) => m.referralStatusSchema),
    url: `/api/admin/referrals/${referralId}/status`,
    defaultValues: {
      status: referralTeamStatuses.find((s) => s !== status) ?? "contacted",
      note: "",
    },
    // An empty note is no note.
    toBody: ({ status: next, note }) => ({ status: next, note: note?.trim() || undefined }),
    success: "Status updated; the partner was emailed.",
    resetOnSuccess: ["note"],
  });
  const chosen = form.watch("status");
  return (
    <form className="flex flex-col gap-2" noValidate onSubmit={onSubmit}>
      <FormField label="Status" error={errors.status?.message}>
        {(field) => (
          <select {...field} {...form.register("status")} className={inputClass}>
            {referralTeamStatuses.map((option) => (
              <option key={option} value={option} disabled={option === status}>
                {enumLabel(option)}
                {option === status ? " (current)" : ""}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label="Note to the partner (optional)" error={errors.note?.message}>
        {(field) => (
          <textarea {...field} {...form.register("note")} rows={2} className={inputClass} maxLength={1000} />
        )}
      </FormField>
      <div>
        <button type="submit" disabled={submitting || chosen === status} className={primaryButtonClass}>
          {submitting ? "Saving…" : "Set status"}
        </button>
      </div>
      <FormError message={serverError} />
    </form>
  );
}
