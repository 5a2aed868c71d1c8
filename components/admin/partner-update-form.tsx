"use client";

import { certificationStatuses, partnerStatuses } from "@/lib/validation/partner-options";
import { FormError, FormField, inputClass, primaryButtonClass } from "./form-field";
import { enumLabel } from "@/content/portal-labels";
import { useApiForm } from "./use-api-form";

type Current = { certificationStatus: string; points: number; status: string };

// Certification status, points and account status (the tier is earned, or pinned in the
// Tier panel). Only the fields that changed are sent, so the audit trail records exactly
// what the team changed.
export function PartnerUpdateForm({ partnerId, current }: { partnerId: string; current: Current }) {
  const { form, onSubmit, serverError, errors, submitting } = useApiForm({
    schema: () => import("@/lib/validation/admin").then((m) => m.partnerUpdateSchema),
    url: `/api/admin/partners/${partnerId}`,
    method: "PATCH",
    defaultValues: current as never,
    success: "Partner updated.",
    toBody: (values) =>
      Object.fromEntries(
        Object.entries(values).filter(
          ([key, value]) => value !== undefined && value !== current[key as keyof Current],
        ),
      ),
  });
  const select = (name: "certificationStatus" | "status", label: string, options: readonly string[]) => (
    <FormField label={label} error={errors[name]?.message}>
      {(field) => (
        <select {...field} {...form.register(name)} className={inputClass}>
          {options.map((option) => (
            <option key={option} value={option}>
              {enumLabel(option)}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Partner standing" className="flex flex-col gap-3">
      {select("certificationStatus", "Certification status", certificationStatuses)}
      <FormField label="Points" error={errors.points?.message}>
        {(field) => (
          <input
            {...field}
            {...form.register("points", { valueAsNumber: true })}
            type="number"
            min={0}
            step={1}
            className={inputClass}
          />
        )}
      </FormField>
      {select("status", "Account status", partnerStatuses)}
      <FormError message={serverError} />
      <div>
        <button type="submit" disabled={submitting} className={primaryButtonClass}>
          {submitting ? "Saving…" : "Save changes"}
        </button>
      </div>
    </form>
  );
}
