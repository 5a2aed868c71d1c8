"use client";

import { FormError, FormField, inputClass, primaryButtonClass } from "../form-field";
import { useApiForm } from "../use-api-form";

interface CourseValues {
  title: string;
  duration: string;
  description: string;
  certification: boolean;
  points: number;
}

// Adds a course to the catalogue (every active partner is enrolled), or edits one.
export function CourseForm({ course }: { course?: CourseValues & { id: string } }) {
  const editing = Boolean(course);
  const { form, onSubmit, serverError, errors, submitting } = useApiForm({
    schema: () => import("@/lib/validation/training").then((m) => m.courseInputSchema),
    url: course ? `/api/admin/training/${course.id}` : "/api/admin/training",
    method: course ? "PUT" : "POST",
    defaultValues: course
      ? {
          title: course.title,
          duration: course.duration,
          description: course.description,
          certification: course.certification,
          points: course.points,
        }
      : { title: "", duration: "", description: "", certification: false, points: 0 },
    success: editing ? "Course saved." : "Course added.",
    resetOnSuccess: !editing,
  });
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={editing ? "Edit the course" : "Add a course"}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-5"
    >
      <h2 className="text-base font-semibold text-ink">{editing ? "Course" : "Add a course"}</h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label="Title" error={errors.title?.message}>
          {(field) => <input {...field} {...form.register("title")} type="text" className={inputClass} />}
        </FormField>
        <FormField label="Duration" hint="As partners read it, e.g. 2 hours" error={errors.duration?.message}>
          {(field) => <input {...field} {...form.register("duration")} type="text" className={inputClass} />}
        </FormField>
      </div>
      <FormField label="Description" error={errors.description?.message}>
        {(field) => <textarea {...field} {...form.register("description")} rows={2} className={inputClass} />}
      </FormField>
      <div className="grid gap-3 sm:grid-cols-2">
        <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
          <input type="checkbox" {...form.register("certification")} className="h-4 w-4" />
          Certification course (certifies the partner when finished)
        </label>
        <FormField label="Points on certification" error={errors.points?.message}>
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
      </div>
      <FormError message={serverError} />
      <div>
        <button type="submit" disabled={submitting} className={primaryButtonClass}>
          {submitting ? "Saving…" : editing ? "Save course" : "Add course"}
        </button>
      </div>
    </form>
  );
}
