"use client";

import { FormError, FormField, inputClass, primaryButtonClass } from "./form-field";
import { useApiForm } from "./use-api-form";

// Invites a company: the server emails a registration link valid for 7 days.
export function InviteForm() {
  const { form, onSubmit, serverError, errors, submitting } = useApiForm({
    schema: () => import("@/lib/validation/admin").then((m) => m.invitationSchema),
    url: "/api/admin/invitations",
    defaultValues: { email: "", companyName: "" },
    success: "Invitation sent.",
    resetOnSuccess: true,
  });
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Invite a company"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-5"
    >
      <h2 className="text-base font-semibold text-ink">Invite a company</h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label="Contact email" error={errors.email?.message}>
          {(field) => (
            <input
              {...field}
              {...form.register("email")}
              type="email"
              autoComplete="off"
              className={inputClass}
            />
          )}
        </FormField>
        <FormField label="Company name" error={errors.companyName?.message}>
          {(field) => (
            <input
              {...field}
              {...form.register("companyName")}
              type="text"
              autoComplete="off"
              className={inputClass}
            />
          )}
        </FormField>
      </div>
      <FormError message={serverError} />
      <div>
        <button type="submit" disabled={submitting} className={primaryButtonClass}>
          {submitting ? "Sending…" : "Send invitation"}
        </button>
      </div>
    </form>
  );
}
