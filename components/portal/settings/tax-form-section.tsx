"use client";

import { useEffect, useState } from "react";
import { get, type FieldErrors } from "react-hook-form";
import { useSchemaForm } from "@/components/forms/use-schema-form";
import type { TaxFormInput } from "@/lib/validation/tax-forms";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/portal/ui/button";
import { SelectField, TextField } from "@/components/portal/ui/inputs";
import { payoutDetailsApi, type TaxFormAnswer } from "@/lib/client/payout-details";
import { taxFormCertifications, taxFormRevisions } from "@/lib/validation/tax-form-certifications";
import { taxFormTypes, type TaxFormType } from "@/lib/validation/tax-form-options";
import { flatValues, taxFormFields, type TaxField } from "./tax-form-fields";
import type { TaxFormValues } from "./tax-form-schema";

// The tax form the programme needs before paying: a W-9 (US person), W-8BEN (foreign
// individual) or W-8BEN-E (foreign entity) with the lines of the IRS form, signed by typing
// the full name under the certification shown above the signature. A new form replaces the
// one on file. The server names every field it refuses; each shows beside its field.

const formHelp: Record<TaxFormType, string> = {
  "W-9": "W-9: a US person or US company",
  "W-8BEN": "W-8BEN: an individual outside the US",
  "W-8BEN-E": "W-8BEN-E: a company or other entity outside the US",
};
const today = () => new Date().toISOString().slice(0, 10);
const idOf = (key: string) => `tax-${key.replace(/\./g, "-")}`;

export function TaxFormSection() {
  const [current, setCurrent] = useState<TaxFormAnswer | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const { form, errors, submitting, serverError, setServerError, submit } = useSchemaForm<
    TaxFormValues,
    TaxFormInput
  >({
    schema: () => import("./tax-form-schema").then((m) => m.taxFormFieldsSchema),
    defaultValues: { form: "" },
  });

  useEffect(() => {
    let live = true;
    void payoutDetailsApi.taxForm().then((result) => {
      if (!live) return;
      if (result.ok) setCurrent(result.data);
      else setRefused(result.message);
    });
    return () => {
      live = false;
    };
  }, []);

  const values = flatValues(form.watch());
  const chosen = (taxFormTypes as readonly string[]).includes(values.form ?? "")
    ? (values.form as TaxFormType)
    : "";
  const set = (key: string, value: string) => {
    form.setValue(key, value);
    if (get(errors, key)) form.clearErrors(key);
  };
  const errorOf = (key: string): string | undefined =>
    (get(errors, key) as { message?: string } | undefined)?.message;

  const onSubmit = submit(async (body) => {
    const result = await payoutDetailsApi.submitTaxForm(body);
    if (!result.ok) return result;
    setCurrent(result.data);
    form.reset({ form: "" });
    toast.success(`${result.data.form} submitted.`);
  });

  if (refused) return <p className="text-sm text-slate-700">{refused}</p>;
  const fields = chosen ? taxFormFields[chosen].filter((field) => !field.show || field.show(values)) : [];
  const shown = new Set([
    ...fields.map((field) => field.key),
    "form",
    "signature.name",
    "signature.capacity",
  ]);
  // Errors of a whole group (such as "address" when none of it was given) show above the button.
  const elsewhere = [
    ...errorEntries(errors).filter(([key]) => !shown.has(key)),
    ...(serverError ? [["body", serverError] as const] : []),
  ];
  return (
    <div className="space-y-4">
      {current?.form ? (
        <p className="text-sm text-slate-800" data-testid="tax-form-current">
          On file: <strong>{current.form}</strong>, {current.status === "rejected" ? "rejected" : "submitted"}{" "}
          {current.tinMasked ? `(tax number ${current.tinMasked})` : ""}
          {current.rejectionReason ? `: ${current.rejectionReason}` : ""}
        </p>
      ) : (
        <p className="text-sm text-slate-700">No tax form yet: submit one to request payments.</p>
      )}
      <form onSubmit={onSubmit} className="space-y-3" noValidate>
        <SelectField
          id="tax-form"
          label={current?.form ? "Submit a new tax form" : "Tax form"}
          placeholder="Choose a form"
          options={taxFormTypes.map((value) => ({ value, label: formHelp[value] }))}
          value={chosen}
          error={errorOf("form")}
          onChange={(event) => {
            const next = event.target.value;
            form.reset({
              form: next,
              ...(next === "W-8BEN" ? { signature: { capacity: "Beneficial owner" } } : {}),
            });
            setServerError(null);
          }}
        />
        {chosen ? (
          <>
            {fields.map((field) => (
              <FieldInput
                key={field.key}
                field={field}
                value={values[field.key] ?? ""}
                error={errorOf(field.key)}
                onChange={(value) => set(field.key, value)}
              />
            ))}
            <section
              aria-labelledby="tax-certification-heading"
              className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800"
              data-testid="tax-certification"
            >
              <h4 id="tax-certification-heading" className="mb-2 font-semibold text-slate-900">
                Certification (Form {chosen}, {taxFormRevisions[chosen]})
              </h4>
              {taxFormCertifications[chosen].map((paragraph) => (
                <p key={paragraph} className="mb-1.5">
                  {paragraph}
                </p>
              ))}
            </section>
            <TextField
              id={idOf("signature.name")}
              label="Signature: type your full name"
              required
              value={values["signature.name"] ?? ""}
              error={errorOf("signature.name")}
              onChange={(event) => set("signature.name", event.target.value)}
              hint={`By signing today (${today()}) you certify the text above; your address and the time are kept.`}
            />
            {chosen !== "W-9" ? (
              <TextField
                id={idOf("signature.capacity")}
                label="Capacity in which you sign"
                required
                value={values["signature.capacity"] ?? ""}
                error={errorOf("signature.capacity")}
                onChange={(event) => set("signature.capacity", event.target.value)}
                hint="Beneficial owner, or your role for it (such as director or authorised agent)."
              />
            ) : null}
            {elsewhere.length > 0 ? (
              <ul role="alert" className="list-disc pl-5 text-sm text-danger">
                {elsewhere.map(([key, message]) => (
                  <li key={key}>{message}</li>
                ))}
              </ul>
            ) : null}
            <Button type="submit" busy={submitting}>
              Sign and submit {chosen}
            </Button>
          </>
        ) : null}
      </form>
    </div>
  );
}

/** Each message in the form's errors with its field's path ("address" for the whole address). */
function errorEntries(errors: FieldErrors, prefix = ""): (readonly [string, string])[] {
  const found: (readonly [string, string])[] = [];
  for (const [key, node] of Object.entries(errors)) {
    if (!node || typeof node !== "object" || key === "ref") continue;
    const path = prefix ? `${prefix}.${key}` : key;
    const { message } = node as { message?: unknown };
    if (typeof message === "string" && message) found.push([path, message]);
    found.push(...errorEntries(node as FieldErrors, path).filter(([p]) => p !== `${path}.message`));
  }
  return found;
}

function FieldInput(props: {
  field: TaxField;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const { field, value, error, onChange } = props;
  const common = {
    id: idOf(field.key),
    label: field.label,
    error,
    hint: field.hint,
    required: !field.optional,
  };
  if (field.kind === "checkbox")
    return (
      <div>
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            id={common.id}
            name={common.id}
            checked={value === "on"}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${common.id}-error` : undefined}
            onChange={(event) => onChange(event.target.checked ? "on" : "")}
            className="mt-1"
          />
          {field.label}
        </label>
        {error ? (
          <p id={`${common.id}-error`} className="mt-1 text-sm text-danger">
            {error}
          </p>
        ) : null}
      </div>
    );
  if (field.kind === "select" || field.kind === "yesno")
    return (
      <SelectField
        {...common}
        placeholder={field.optional ? "None" : "Choose"}
        options={
          field.kind === "yesno"
            ? [
                { value: "yes", label: "Yes" },
                { value: "no", label: "No" },
              ]
            : (field.options ?? [])
        }
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  return (
    <TextField
      {...common}
      type={field.kind === "date" ? "date" : field.kind === "number" ? "number" : "text"}
      inputMode={field.kind === "number" ? "decimal" : undefined}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
