"use client";

import { useState, type FormEvent } from "react";
import { toast } from "@/lib/client/toast";
import { dealProducts, dealTexts } from "@/content/deals";
import { Button } from "@/components/portal/ui/button";
import { FieldError } from "@/components/portal/ui/field";
import { FormError } from "@/components/portal/ui/form-error";
import { SelectField, TextAreaField, TextField, plainOptions } from "@/components/portal/ui/inputs";
import { currencies } from "@/lib/money";
import { dealsApi, existingDealOf } from "@/lib/client/deals";
import {
  closeDateBounds,
  dealRegistrationSchema,
  NOTES_MAX,
  type DealRegistrationInput,
} from "@/lib/validation/deals";
import type { Deal } from "@/lib/validation/deals";

type Values = {
  [
    K in Exclude<keyof DealRegistrationInput, "decisionMaker" | "products" | "dealSize" | "currency">
  ]-?: string;
} & {
  currency: string;
  decisionMakerName: string;
  decisionMakerEmail: string;
  dealSize: string;
  products: string[];
};

function initialValues(deal?: Deal): Values {
  return {
    customerName: deal?.customerName ?? "",
    customerWebsite: deal?.customerWebsite ?? "",
    contactName: deal?.contactName ?? "",
    contactEmail: deal?.contactEmail ?? "",
    contactTitle: deal?.contactTitle ?? "",
    decisionMakerName: deal?.decisionMaker.name ?? "",
    decisionMakerEmail: deal?.decisionMaker.email ?? "",
    dealSize: deal ? String(deal.dealSize) : "",
    currency: deal?.currency ?? "USD",
    expectedCloseDate: deal?.expectedCloseDate ?? "",
    products: deal?.products ?? [],
    notes: deal?.notes ?? "",
  };
}

function toPayload(values: Values): DealRegistrationInput {
  const { decisionMakerName, decisionMakerEmail, dealSize, currency, ...rest } = values;
  return {
    ...rest,
    // Checked by the schema like every other field before it is sent.
    currency: currency as DealRegistrationInput["currency"],
    decisionMaker: { name: decisionMakerName, email: decisionMakerEmail },
    dealSize: dealSize.trim() === "" ? Number.NaN : Number(dealSize),
  };
}

/** Field errors keyed like the form's inputs ("decisionMaker.name" → decisionMakerName). */
function fieldKey(path: string): string {
  if (path === "decisionMaker.name" || path === "decisionMaker") return "decisionMakerName";
  if (path === "decisionMaker.email") return "decisionMakerEmail";
  return path.split(".")[0] ?? path;
}

/**
 * Registers a deal, or edits a pending one; the same schema as the server validates it first.
 * When the partner registered the customer already, the refusal offers that deal (onShowDeal).
 */
export function DealForm({
  deal,
  onSaved,
  onShowDeal,
}: {
  deal?: Deal;
  onSaved: () => void;
  onShowDeal: (dealId: string) => void;
}) {
  const [values, setValues] = useState<Values>(() => initialValues(deal));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [existingDeal, setExistingDeal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const hasFieldErrors = Object.values(errors).some(Boolean);
  const bounds = closeDateBounds();
  const set = (key: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));

  function showErrors(list: Record<string, string>) {
    const next: Record<string, string> = {};
    for (const [path, message] of Object.entries(list)) next[fieldKey(path)] ??= message;
    setErrors(next);
    const first = Object.keys(next)[0];
    if (first) document.getElementById(`deal-${first}`)?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    setExistingDeal(null);
    const payload = toPayload(values);
    const parsed = dealRegistrationSchema.safeParse(payload);
    if (!parsed.success) {
      showErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join("."), issue.message])),
      );
      return;
    }
    setErrors({});
    setBusy(true);
    const result = deal ? await dealsApi.update(deal._id, payload) : await dealsApi.create(payload);
    setBusy(false);
    if (result.ok) {
      toast.success(deal ? dealTexts.updated : dealTexts.created);
      onSaved();
      return;
    }
    // A refusal with field errors focuses the first field; any other is focused itself (FormError).
    showErrors(result.fields ?? {});
    setFormError(result.message);
    setExistingDeal(existingDealOf(result.body));
  }

  const text = (key: keyof Values, label: string, props: Record<string, unknown> = {}) => (
    <TextField
      id={`deal-${key}`}
      label={label}
      required
      value={values[key] as string}
      onChange={set(key)}
      error={errors[key]}
      {...props}
    />
  );
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormError
        message={formError}
        focus={!hasFieldErrors}
        action={
          existingDeal ? (
            <Button variant="secondary" onClick={() => onShowDeal(existingDeal)}>
              {dealTexts.viewExisting}
            </Button>
          ) : null
        }
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {text("customerName", "Customer company name", { autoComplete: "organization", maxLength: 200 })}
        {text("customerWebsite", "Customer website", {
          placeholder: "example.com",
          inputMode: "url",
          hint: "Its domain identifies the customer.",
        })}
        {text("contactName", "Contact name", { maxLength: 200 })}
        {text("contactEmail", "Contact email", { type: "email" })}
        {text("contactTitle", "Contact title", { maxLength: 200 })}
        {text("decisionMakerName", "Decision maker name", { maxLength: 200 })}
        {text("decisionMakerEmail", "Decision maker email", { type: "email" })}
        <SelectField
          id="deal-currency"
          label="Currency"
          placeholder="Choose a currency"
          options={plainOptions(currencies)}
          value={values.currency}
          onChange={set("currency")}
          error={errors.currency}
        />
        {text("dealSize", `Estimated value (${values.currency || "USD"})`, {
          type: "number",
          min: 1,
          max: 100_000_000,
          step: "any",
          inputMode: "decimal",
        })}
        {text("expectedCloseDate", "Expected close date", { type: "date", min: bounds.min, max: bounds.max })}
      </div>
      <fieldset
        id="deal-products"
        tabIndex={-1}
        aria-describedby={errors.products ? "deal-products-error" : undefined}
        aria-invalid={errors.products ? true : undefined}
        className="outline-none"
      >
        <legend className="mb-2 text-sm font-medium text-slate-800">
          Product interest
          <span className="text-danger" aria-hidden="true">
            {" "}
            *
          </span>
        </legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {dealProducts.map((product) => (
            <label
              key={product.id}
              className="flex min-h-11 items-center gap-2 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm text-slate-800 has-[:checked]:border-brand has-[:checked]:bg-brand/5"
            >
              <input
                type="checkbox"
                className="h-4 w-4 accent-brand"
                checked={values.products.includes(product.id)}
                onChange={(e) =>
                  setValues((current) => ({
                    ...current,
                    products: e.target.checked
                      ? dealProducts
                          .map((p) => p.id)
                          .filter((id) => id === product.id || current.products.includes(id))
                      : current.products.filter((id) => id !== product.id),
                  }))
                }
              />
              {product.label}
            </label>
          ))}
        </div>
        <FieldError id="deal-products" error={errors.products} />
      </fieldset>
      <TextAreaField
        id="deal-notes"
        label="Notes"
        value={values.notes}
        onChange={set("notes")}
        error={errors.notes}
        maxLength={NOTES_MAX}
        hint={`${values.notes.length}/${NOTES_MAX} characters`}
      />
      <div className="flex justify-end gap-2">
        <Button type="submit" busy={busy}>
          {deal ? dealTexts.save : dealTexts.submit}
        </Button>
      </div>
    </form>
  );
}
