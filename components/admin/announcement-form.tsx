"use client";

import { useState } from "react";
import { ConfirmDialog } from "./confirm-dialog";
import { FormError, FormField, inputClass, primaryButtonClass } from "./form-field";
import { useApiForm } from "./use-api-form";

// Posts an announcement to every active partner: a dashboard notification and an email
// to those who keep "Partner announcements" on. Nothing takes it back, so it asks first.
export function AnnouncementForm() {
  const [confirming, setConfirming] = useState(false);
  const { form, onSubmit, serverError, errors, submitting } = useApiForm({
    schema: () => import("@/lib/validation/announcements").then((m) => m.announcementSchema),
    url: "/api/admin/announcements",
    defaultValues: { title: "", body: "" },
    success: "Announcement posted.",
    resetOnSuccess: true,
  });
  return (
    <form
      onSubmit={form.handleSubmit(() => setConfirming(true))}
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
      <ConfirmDialog
        open={confirming}
        title="Post to every active partner?"
        confirmLabel="Post announcement"
        busy={submitting}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void onSubmit();
        }}
      >
        <p>
          “{form.getValues("title")}” appears in every active partner&apos;s notifications, and their users
          who keep Partner announcements on are emailed. A posted announcement cannot be taken back.
        </p>
      </ConfirmDialog>
    </form>
  );
}
