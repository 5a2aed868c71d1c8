"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { Alert } from "@/components/portal/ui/alert";
import { Button } from "@/components/portal/ui/button";
import { TextAreaField, TextField } from "@/components/portal/ui/inputs";
import { call } from "@/lib/client/api";
import { toast } from "@/lib/client/toast";
import { toMinor } from "@/lib/money";
import type { MdfClaimInput } from "@/lib/validation/mdf";

// A claim with proof of performance: the actual spend (typed in major units, sent in minor
// units), the results, and one or more proof files, sent as multipart. The fields are checked
// with the route's schema first; the files by the server (type by their bytes, size, count).

type FormInput = { actualSpendMinor: number | undefined; results: string };

const resolver: Resolver<FormInput, unknown, MdfClaimInput> = async (values, context, options) => {
  const [{ zodResolver }, { mdfClaimSchema }] = await Promise.all([
    import("@hookform/resolvers/zod"),
    import("@/lib/validation/mdf"),
  ]);
  return zodResolver(mdfClaimSchema)(values as never, context, options as never) as ReturnType<
    Resolver<FormInput, unknown, MdfClaimInput>
  >;
};

export function MdfClaimForm({
  requestId,
  currency,
  approved,
}: {
  requestId: string;
  currency: string;
  approved: string;
}) {
  const router = useRouter();
  const [files, setFiles] = useState<File[]>([]);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, MdfClaimInput>({ resolver, defaultValues: { results: "" } });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    const body = new FormData();
    body.set("actualSpendMinor", String(values.actualSpendMinor));
    body.set("results", values.results);
    for (const file of files) body.append("files", file);
    const result = await call(`/api/partners/mdf/requests/${requestId}/claim`, { form: body });
    if (!result.ok) {
      setServerError(result.message);
      return;
    }
    toast.success("Claim sent to the programme team.");
    router.refresh();
  });
  const id = (name: string) => `claim-${requestId}-${name}`;
  return (
    <form onSubmit={onSubmit} noValidate className="mt-3 grid gap-3" aria-label="Claim funds">
      <TextField
        id={id("spend")}
        label={`Actual spend (${currency})`}
        hint={`You are reimbursed up to the ${approved} approved.`}
        inputMode="decimal"
        required
        error={errors.actualSpendMinor?.message}
        {...form.register("actualSpendMinor", {
          setValueAs: (value: unknown) => (value === "" ? undefined : toMinor(String(value), currency)),
        })}
      />
      <TextAreaField
        id={id("results")}
        label="Results"
        hint="Attendees, leads, pipeline: what the activity achieved."
        required
        error={errors.results?.message}
        {...form.register("results")}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={id("files")} className="text-sm font-medium text-slate-800">
          Proof files (invoices, photos, attendee lists: PDF, PNG, JPG or CSV)
        </label>
        <input
          id={id("files")}
          type="file"
          multiple
          required
          accept=".pdf,.png,.jpg,.jpeg,.csv"
          onChange={(event) => setFiles([...(event.target.files ?? [])])}
          className="text-sm"
        />
      </div>
      {serverError ? <Alert tone="error">{serverError}</Alert> : null}
      <div>
        <Button type="submit" busy={isSubmitting}>
          {isSubmitting ? "Sending…" : "Send claim"}
        </Button>
      </div>
    </form>
  );
}
