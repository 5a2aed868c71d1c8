"use client";

import { useState } from "react";
import { toast } from "@/lib/client/toast";
import { dealProducts, dealTexts } from "@/content/deals";
import { useSchemaForm } from "@/components/forms/use-schema-form";
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
  type DealRegistration,
  type DealRegistrationInput,
} from "@/lib/validation/deals";
import type { Deal, MdfActivityChoice } from "@/lib/validation/deals";

function initialValues(deal?: Deal): DealRegistrationInput {
  return {
    customerName: deal?.customerName ?? "",
    customerWebsite: deal?.customerWebsite ?? "",
    contactName: deal?.contactName ?? "",
    contactEmail: deal?.contactEmail ?? "",
    contactTitle: deal?.contactTitle ?? "",
    decisionMaker: { name: deal?.decisionMaker.name ?? "", email: deal?.decisionMaker.email ?? "" },
    // Empty until typed: the schema names the field if it stays so.
    dealSize: deal ? deal.dealSize : (undefined as unknown as number),
    currency: (deal?.currency ?? "USD") as DealRegistrationInput["currency"],
    expectedCloseDate: deal?.expectedCloseDate ?? "",
    products: deal?.products ?? [],
    notes: deal?.notes ?? "",
  };
}

/**
 * Registers a deal, or edits a pending one; the same schema as the server validates it first.
 * When the partner registered the customer already, the refusal offers that deal (onShowDeal).
 */
export function DealForm({
  deal,
  onSaved,
  onShowDeal,
  mdfActivities = [],
}: {
  deal?: Deal;
  onSaved: () => void;
  onShowDeal: (dealId: string) => void;
  /** The company's approved market development activities a new deal may name as its source. */
  mdfActivities?: MdfActivityChoice[];
}) {
  const { form, register, errors, submitting, serverError, submit } = useSchemaForm<
    DealRegistrationInput,
    DealRegistration
  >({ schema: dealRegistrationSchema, defaultValues: initialValues(deal) });
  const [existingDeal, setExistingDeal] = useState<string | null>(null);
  const hasFieldErrors = Object.keys(errors).length > 0;
  const bounds = closeDateBounds();
  const [currency, notes] = form.watch(["currency", "notes"]);

  const onSubmit = submit(async (payload) => {
    setExistingDeal(null);
    const result = deal ? await dealsApi.update(deal._id, payload) : await dealsApi.create(payload);
    if (!result.ok) {
      setExistingDeal(existingDealOf(result.body));
      return result;
    }
    toast.success(deal ? dealTexts.updated : dealTexts.created);
    onSaved();
  });

  const text = (
    id: string,
    name: Parameters<typeof register>[0],
    label: string,
    error: string | undefined,
    props: Record<string, unknown> = {},
  ) => <TextField id={`deal-${id}`} label={label} required error={error} {...props} {...register(name)} />;
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
      <FormError
        message={serverError}
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
        {text("customerName", "customerName", "Customer company name", errors.customerName?.message, {
          autoComplete: "organization",
          maxLength: 200,
        })}
        {text("customerWebsite", "customerWebsite", "Customer website", errors.customerWebsite?.message, {
          placeholder: "example.com",
          inputMode: "url",
          hint: "Its domain identifies the customer.",
        })}
        {text("contactName", "contactName", "Contact name", errors.contactName?.message, { maxLength: 200 })}
        {text("contactEmail", "contactEmail", "Contact email", errors.contactEmail?.message, {
          type: "email",
        })}
        {text("contactTitle", "contactTitle", "Contact title", errors.contactTitle?.message, {
          maxLength: 200,
        })}
        {text(
          "decisionMakerName",
          "decisionMaker.name",
          "Decision maker name",
          errors.decisionMaker?.name?.message ?? errors.decisionMaker?.message,
          { maxLength: 200 },
        )}
        {text(
          "decisionMakerEmail",
          "decisionMaker.email",
          "Decision maker email",
          errors.decisionMaker?.email?.message,
          { type: "email" },
        )}
        <SelectField
          id="deal-currency"
          label="Currency"
          placeholder="Choose a currency"
          options={plainOptions(currencies)}
          error={errors.currency?.message}
          {...register("currency")}
        />
        <TextField
          id="deal-dealSize"
          label={`Estimated value (${currency || "USD"})`}
          required
          type="number"
          min={1}
          max={100_000_000}
          step="any"
          inputMode="decimal"
          error={errors.dealSize?.message}
          {...register("dealSize", { valueAsNumber: true })}
        />
        {text(
          "expectedCloseDate",
          "expectedCloseDate",
          "Expected close date",
          errors.expectedCloseDate?.message,
          {
            type: "date",
            min: bounds.min,
            max: bounds.max,
          },
        )}
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
                value={product.id}
                {...register("products")}
              />
              {product.label}
            </label>
          ))}
        </div>
        <FieldError id="deal-products" error={errors.products?.message} />
      </fieldset>
      {!deal && mdfActivities.length > 0 ? (
        <SelectField
          id="deal-mdfActivityId"
          label={dealTexts.mdfActivity}
          hint={dealTexts.mdfActivityHint}
          placeholder={dealTexts.mdfActivityNone}
          options={mdfActivities.map((activity) => ({ value: activity.id, label: activity.title }))}
          error={errors.mdfActivityId?.message}
          {...register("mdfActivityId")}
        />
      ) : null}
      <TextAreaField
        id="deal-notes"
        label="Notes"
        error={errors.notes?.message}
        maxLength={NOTES_MAX}
        hint={`${(notes ?? "").length}/${NOTES_MAX} characters`}
        {...register("notes")}
      />
      <div className="flex justify-end gap-2">
        <Button type="submit" busy={submitting}>
          {deal ? dealTexts.save : dealTexts.submit}
        </Button>
      </div>
    </form>
  );
}
