"use client";

import { announcementSchema } from "@/lib/validation/announcements";
import { FormError, FormField, inputClass, primaryButtonClass } from "./form-field";
import { useApiForm } from "./use-api-form";

// Posts an announcement to every active partner: a dashboard notification and an email
// to those who keep "Partner announcements" on.
export function AnnouncementForm() {
  const { form, onSubmit, serverError, errors, submitting } = useApiForm({
    schema: announcementSchema,
    url: "/api/admin/announcements",
    defaultValues: { title: "", body: "" },
    success: "Announcement posted.",
    resetOnSuccess: true,
  });
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Post an announcement"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-5"
    >
      <h2 className="text-base font-semibold text-ink">Post an announcement</h2>
      <FormField label="Title" error={errors.title?.message}>
        {(field) => (
          <input
            {...field}
            {...form.register("title")}
            type="text"
            autoComplete="off"
            maxLength={120}
            className={inputClass}
          />
        )}
      </FormField>
      <FormField label="Announcement" error={errors.body?.message}>
        {(field) => (
          <textarea {...field} {...form.register("body")} rows={6} maxLength={5000} className={inputClass} />
        )}
      </FormField>
      <FormError message={serverError} />
      <div>
        <button type="submit" disabled={submitting} className={primaryButtonClass}>
          {submitting ? "Posting…" : "Post to all active partners"}
        </button>
      </div>
    </form>
  );
}
