"use client";

import { useApiForm } from "@/components/admin/use-api-form";

// The team's hide of a directory profile (with its reason, which the company reads in its
// settings), or showing it again, checked with the route's own schema; the server's refusal
// shows under the reason.
export function DirectoryHideForm({
  partnerId,
  hidden,
  company,
}: {
  partnerId: string;
  hidden: boolean;
  company: string;
}) {
  const { form, onSubmit, errors, serverError, submitting } = useApiForm({
    schema: () => import("@/lib/validation/directory").then((m) => m.directoryHideSchema),
    url: `/api/admin/partners/${encodeURIComponent(partnerId)}/directory-profile`,
    method: "PUT",
    defaultValues: hidden ? { hidden: false } : { hidden: true, reason: "" },
    success: hidden ? `${company} is shown again.` : `${company} is hidden from the directory.`,
    resetOnSuccess: true,
  });
  const error = (errors as { reason?: { message?: string } }).reason?.message ?? serverError;
  const id = `hide-${partnerId}`;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-wrap items-start gap-2">
      {hidden ? null : (
        <div>
          <label htmlFor={id} className="sr-only">
            Reason to hide {company}
          </label>
          <input
            id={id}
            placeholder="Reason"
            maxLength={500}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className="rounded-md border border-slate-300 px-2 py-1 text-sm"
            {...form.register("reason")}
          />
          {error ? (
            <p id={`${id}-error`} className="text-sm text-danger">
              {error}
            </p>
          ) : null}
        </div>
      )}
      {hidden && serverError ? <p className="text-sm text-danger">{serverError}</p> : null}
      <button
        type="submit"
        disabled={submitting}
        className="rounded-md border border-slate-300 px-2 py-1 text-sm font-medium hover:bg-slate-50"
      >
        {hidden ? "Show again" : "Hide"}
      </button>
    </form>
  );
}
