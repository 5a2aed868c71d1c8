"use client";

import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { callConsole } from "@/lib/client/console";

// The team's hide of a directory profile (with its reason, which the company reads in its
// settings), or showing it again. The server checks the reason and answers its message.
export function DirectoryHideForm({
  partnerId,
  hidden,
  company,
}: {
  partnerId: string;
  hidden: boolean;
  company: string;
}) {
  const router = useRouter();
  const form = useForm<{ reason: string }>({ defaultValues: { reason: "" } });
  const error = form.formState.errors.reason?.message;
  const send = form.handleSubmit(async ({ reason }) => {
    const answer = await callConsole(
      `/api/admin/partners/${encodeURIComponent(partnerId)}/directory-profile`,
      {
        method: "PUT",
        body: hidden ? { hidden: false } : { hidden: true, reason },
      },
    );
    if (!answer.ok) return form.setError("reason", { message: answer.fields?.reason ?? answer.message });
    toast.success(hidden ? `${company} is shown again.` : `${company} is hidden from the directory.`);
    form.reset();
    router.refresh();
  });
  const id = `hide-${partnerId}`;
  return (
    <form onSubmit={send} noValidate className="flex flex-wrap items-start gap-2">
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
      <button
        type="submit"
        disabled={form.formState.isSubmitting}
        className="rounded-md border border-slate-300 px-2 py-1 text-sm font-medium hover:bg-slate-50"
      >
        {hidden ? "Show again" : "Hide"}
      </button>
    </form>
  );
}
