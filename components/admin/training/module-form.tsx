"use client";

import { type ModuleFormValues } from "@/lib/validation/training";
import { FormError, FormField, inputClass, primaryButtonClass, secondaryButtonClass } from "../form-field";
import { useApiForm } from "../use-api-form";

export interface ResourceOption {
  id: string;
  title: string;
}

// Adds a module at the end of the course, or edits one. The body is Markdown; partners see
// it rendered with raw HTML shown as text.
export function ModuleForm({
  courseId,
  module: part,
  resources,
  onDone,
}: {
  courseId: string;
  module?: ModuleFormValues & { id: string };
  resources: ResourceOption[];
  onDone?: () => void;
}) {
  const editing = Boolean(part);
  const { form, onSubmit, serverError, errors, submitting } = useApiForm({
    schema: () => import("@/lib/validation/training").then((m) => m.moduleFormSchema),
    url: part
      ? `/api/admin/training/${courseId}/modules/${part.id}`
      : `/api/admin/training/${courseId}/modules`,
    method: part ? "PUT" : "POST",
    defaultValues: part
      ? { title: part.title, body: part.body, videoUrl: part.videoUrl, resourceId: part.resourceId }
      : { title: "", body: "", videoUrl: "", resourceId: "" },
    toBody: (values) => ({
      ...values,
      videoUrl: values.videoUrl || null,
      resourceId: values.resourceId || null,
    }),
    success: editing ? "Module saved." : "Module added.",
    resetOnSuccess: !editing,
    onSuccess: onDone,
  });
  const label = editing ? `Edit module ${part!.title}` : "Add a module";
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={label}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-5"
    >
      {editing ? null : <h2 className="text-base font-semibold text-ink">Add a module</h2>}
      <FormField label="Module title" error={errors.title?.message}>
        {(field) => <input {...field} {...form.register("title")} type="text" className={inputClass} />}
      </FormField>
      <FormField
        label="Body (Markdown)"
        hint="Headings, lists, tables, links. HTML is shown as text."
        error={errors.body?.message}
      >
        {(field) => (
          <textarea {...field} {...form.register("body")} rows={8} className={`${inputClass} font-mono`} />
        )}
      </FormField>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label="Video URL (optional)" hint="An https:// address" error={errors.videoUrl?.message}>
          {(field) => <input {...field} {...form.register("videoUrl")} type="url" className={inputClass} />}
        </FormField>
        <FormField label="Resource (optional)" error={errors.resourceId?.message}>
          {(field) => (
            <select {...field} {...form.register("resourceId")} className={inputClass}>
              <option value="">None</option>
              {resources.map((resource) => (
                <option key={resource.id} value={resource.id}>
                  {resource.title}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <FormError message={serverError} />
      <div className="flex gap-2">
        <button type="submit" disabled={submitting} className={primaryButtonClass}>
          {submitting ? "Saving…" : editing ? "Save module" : "Add module"}
        </button>
        {onDone && editing ? (
          <button type="button" onClick={onDone} className={secondaryButtonClass}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}
