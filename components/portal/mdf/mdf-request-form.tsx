"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { Alert } from "@/components/portal/ui/alert";
import { Button } from "@/components/portal/ui/button";
import { SelectField, TextAreaField, TextField } from "@/components/portal/ui/inputs";
import { call } from "@/lib/client/api";
import { toast } from "@/lib/client/toast";
import { toMajorText, toMinor } from "@/lib/money";
import {
  mdfActivityLabels,
  mdfActivityTypes,
  mdfMessages,
  planFileProblem,
  type MdfRequestInput,
  type MdfRequestView,
} from "@/lib/validation/mdf";
import { MdfPlanField, type PlanChoice } from "./mdf-plan-field";

// A fund request, validated in the browser with the route's own schema (loaded with the first
// submit). The amount is typed in major units and sent as minor units. With a plan file the
// request goes as multipart (the file checked by the server: type by its bytes, size), else as JSON.
// The same form revises a request the team asked to change (PUT, its fields filled in): the plan
// stays unless a new file replaces it or its removal is asked (then the form goes as multipart).

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

/** The request's fields as multipart text beside the plan choice (empty optional fields left out). */
function asForm(values: MdfRequestInput, plan: PlanChoice): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(values))
    if (value !== null && value !== undefined) body.set(name, String(value));
  if (plan.file) body.set("planFile", plan.file);
  else if (plan.remove) body.set("removePlan", "true");
  return body;
}

const noPlan: PlanChoice = { file: null, remove: false };

export function MdfRequestForm({
  currency,
  remaining,
  request,
}: {
  currency: string;
  /** What the amount may be at most, formatted (none when unknown). */
  remaining?: string;
  /** The request the team asked to change: the form revises it. */
  request?: MdfRequestView;
}) {
  const router = useRouter();
  const [serverError, setServerError] = useState<string | null>(null);
  const [plan, setPlan] = useState<PlanChoice>(noPlan);
  const [planInput, setPlanInput] = useState(0);
  const form = useForm<FormInput, unknown, MdfRequestInput>({
    resolver,
    defaultValues: {
      activityType: request?.activityType ?? "",
      title: request?.title ?? "",
      description: request?.description ?? "",
      startDate: request?.startDate ?? "",
      endDate: request?.endDate ?? "",
    },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    if (plan.file && planFileProblem(plan.file)) return;
    const body = plan.file || plan.remove ? { form: asForm(values, plan) } : { json: values };
    const result = request
      ? await call(`/api/partners/mdf/requests/${request.id}`, { method: "PUT", ...body })
      : await call("/api/partners/mdf/requests", body);
    if (!result.ok) {
      setServerError(result.message);
      return;
    }
    toast.success(request ? mdfMessages.revised : mdfMessages.requested);
    form.reset();
    setPlan(noPlan);
    setPlanInput((n) => n + 1);
    router.refresh();
  });
  // Several forms may share the page (a new request, revisions): each its own ids.
  const id = (name: string) => (request ? `mdf-${request.id}-${name}` : `mdf-${name}`);
  // The amounts and counts are typed text read through setValueAs: a revision fills the inputs
  // themselves, which the form reads on mounting.
  const initial = (minor: number | null | undefined) =>
    minor === null || minor === undefined ? undefined : toMajorText(minor, currency);
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid gap-4 sm:grid-cols-2"
      aria-label={request ? `Revise ${request.title}` : "Request funds"}
    >
      <SelectField
        id={id("activity-type")}
        label="Activity"
        required
        placeholder="Choose the kind of activity"
        options={mdfActivityTypes.map((value) => ({ value, label: mdfActivityLabels[value] }))}
        error={errors.activityType?.message}
        {...form.register("activityType")}
      />
      <TextField
        id={id("title")}
        label="Title"
        required
        error={errors.title?.message}
        {...form.register("title")}
      />
      <TextAreaField
        id={id("description")}
        label="Description"
        required
        className="sm:col-span-2"
        error={errors.description?.message}
        {...form.register("description")}
      />
      <TextField
        id={id("start")}
        label="Start date"
        type="date"
        required
        error={errors.startDate?.message}
        {...form.register("startDate")}
      />
      <TextField
        id={id("end")}
        label="End date"
        type="date"
        required
        error={errors.endDate?.message}
        {...form.register("endDate")}
      />
      <TextField
        id={id("amount")}
        label={`Amount (${currency})`}
        hint={remaining ? `At most ${remaining}` : undefined}
        defaultValue={initial(request?.amountMinor)}
        inputMode="decimal"
        required
        error={errors.amountMinor?.message}
        {...form.register("amountMinor", { setValueAs: toMinorOrUndefined(currency) })}
      />
      <TextField
        id={id("leads")}
        label="Expected leads"
        inputMode="numeric"
        error={errors.expectedLeads?.message}
        defaultValue={request?.expectedLeads ?? undefined}
        {...form.register("expectedLeads", { setValueAs: toCount })}
      />
      <TextField
        id={id("attendees")}
        label="Expected attendees"
        inputMode="numeric"
        error={errors.expectedAttendees?.message}
        defaultValue={request?.expectedAttendees ?? undefined}
        {...form.register("expectedAttendees", { setValueAs: toCount })}
      />
      <TextField
        id={id("pipeline")}
        label={`Expected pipeline (${currency})`}
        inputMode="decimal"
        error={errors.expectedPipelineMinor?.message}
        defaultValue={initial(request?.expectedPipelineMinor)}
        {...form.register("expectedPipelineMinor", {
          setValueAs: (value: unknown) => toMinorOrUndefined(currency)(value) ?? null,
        })}
      />
      <div className="sm:col-span-2">
        <MdfPlanField
          id={id("plan")}
          revising={Boolean(request)}
          current={
            request?.planFile
              ? { name: request.planFile.name, href: `/api/partners/mdf/requests/${request.id}/plan` }
              : null
          }
          choice={plan}
          onChange={(next) => {
            setPlan(next);
            if (next.remove) setPlanInput((n) => n + 1);
          }}
          inputKey={planInput}
        />
      </div>
      {serverError ? (
        <div className="sm:col-span-2">
          <Alert tone="error">{serverError}</Alert>
        </div>
      ) : null}
      <div className="sm:col-span-2">
        <Button type="submit" busy={isSubmitting}>
          {isSubmitting ? "Sending…" : request ? "Send the changes" : "Request funds"}
        </Button>
      </div>
    </form>
  );
}
