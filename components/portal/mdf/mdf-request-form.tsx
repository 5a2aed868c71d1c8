"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { Alert } from "@/components/portal/ui/alert";
import { Button } from "@/components/portal/ui/button";
import { SelectField, TextAreaField, TextField } from "@/components/portal/ui/inputs";
import { call } from "@/lib/client/api";
import { toast } from "@/lib/client/toast";
import { toMinor } from "@/lib/money";
import { mdfActivityLabels, mdfActivityTypes, type MdfRequestInput } from "@/lib/validation/mdf";

// A fund request, validated in the browser with the route's own schema (loaded with the first
// submit). The amount is typed in major units and sent as minor units. With a plan file the
// request goes as multipart (the file checked by the server: type by its bytes, size), else as JSON.

type FormInput = Omit<MdfRequestInput, "activityType" | "amountMinor"> & {
  activityType: string;
  amountMinor: number | undefined;
};

const resolver: Resolver<FormInput, unknown, MdfRequestInput> = async (values, context, options) => {
  const [{ zodResolver }, { mdfRequestSchema }] = await Promise.all([
    import("@hookform/resolvers/zod"),
    import("@/lib/validation/mdf"),
  ]);
  return zodResolver(mdfRequestSchema)(values as never, context, options as never) as ReturnType<
    Resolver<FormInput, unknown, MdfRequestInput>
  >;
};

const toMinorOrUndefined = (currency: string) => (value: unknown) =>
  value === "" || value === undefined ? undefined : toMinor(String(value), currency);
const toCount = (value: unknown) => (value === "" || value === undefined ? null : Number(value));

/** The request's fields as multipart text beside the plan file (empty optional fields left out). */
function asForm(values: MdfRequestInput, plan: File): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(values))
    if (value !== null && value !== undefined) body.set(name, String(value));
  body.set("planFile", plan);
  return body;
}

export function MdfRequestForm({ currency, remaining }: { currency: string; remaining: string }) {
  const router = useRouter();
  const [serverError, setServerError] = useState<string | null>(null);
  const [plan, setPlan] = useState<File | null>(null);
  const [planInput, setPlanInput] = useState(0);
  const form = useForm<FormInput, unknown, MdfRequestInput>({
    resolver,
    defaultValues: { activityType: "", title: "", description: "", startDate: "", endDate: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    const result = await call(
      "/api/partners/mdf/requests",
      plan ? { form: asForm(values, plan) } : { json: values },
    );
    if (!result.ok) {
      setServerError(result.message);
      return;
    }
    toast.success("Request sent to the programme team.");
    form.reset();
    setPlan(null);
    setPlanInput((n) => n + 1);
    router.refresh();
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2" aria-label="Request funds">
      <SelectField
        id="mdf-activity-type"
        label="Activity"
        required
        placeholder="Choose the kind of activity"
        options={mdfActivityTypes.map((value) => ({ value, label: mdfActivityLabels[value] }))}
        error={errors.activityType?.message}
        {...form.register("activityType")}
      />
      <TextField
        id="mdf-title"
        label="Title"
        required
        error={errors.title?.message}
        {...form.register("title")}
      />
      <TextAreaField
        id="mdf-description"
        label="Description"
        required
        className="sm:col-span-2"
        error={errors.description?.message}
        {...form.register("description")}
      />
      <TextField
        id="mdf-start"
        label="Start date"
        type="date"
        required
        error={errors.startDate?.message}
        {...form.register("startDate")}
      />
      <TextField
        id="mdf-end"
        label="End date"
        type="date"
        required
        error={errors.endDate?.message}
        {...form.register("endDate")}
      />
      <TextField
        id="mdf-amount"
        label={`Amount (${currency})`}
        hint={`At most ${remaining}`}
        inputMode="decimal"
        required
        error={errors.amountMinor?.message}
        {...form.register("amountMinor", { setValueAs: toMinorOrUndefined(currency) })}
      />
      <TextField
        id="mdf-leads"
        label="Expected leads"
        inputMode="numeric"
        error={errors.expectedLeads?.message}
        {...form.register("expectedLeads", { setValueAs: toCount })}
      />
      <TextField
        id="mdf-attendees"
        label="Expected attendees"
        inputMode="numeric"
        error={errors.expectedAttendees?.message}
        {...form.register("expectedAttendees", { setValueAs: toCount })}
      />
      <TextField
        id="mdf-pipeline"
        label={`Expected pipeline (${currency})`}
        inputMode="decimal"
        error={errors.expectedPipelineMinor?.message}
        {...form.register("expectedPipelineMinor", {
          setValueAs: (value: unknown) => toMinorOrUndefined(currency)(value) ?? null,
        })}
      />
      <div className="flex flex-col gap-1 sm:col-span-2">
        <label htmlFor="mdf-plan" className="text-sm font-medium text-slate-800">
          Plan file (optional: PDF, Word, PowerPoint, PNG or JPG)
        </label>
        <input
          key={planInput}
          id="mdf-plan"
          type="file"
          accept=".pdf,.docx,.pptx,.png,.jpg,.jpeg"
          onChange={(event) => setPlan(event.target.files?.[0] ?? null)}
          className="text-sm"
        />
      </div>
      {serverError ? (
        <div className="sm:col-span-2">
          <Alert tone="error">{serverError}</Alert>
        </div>
      ) : null}
      <div className="sm:col-span-2">
        <Button type="submit" busy={isSubmitting}>
          {isSubmitting ? "Sending…" : "Request funds"}
        </Button>
      </div>
    </form>
  );
}
