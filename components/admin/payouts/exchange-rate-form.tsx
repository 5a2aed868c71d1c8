"use client";

import { currencies } from "@/lib/money";
import { FormError, FormField, inputClass, primaryButtonClass } from "../form-field";
import { useApiForm } from "../use-api-form";

/** Adds an exchange rate from a day on (the earlier rates stay in the history). */
export function ExchangeRateForm() {
  const { form, onSubmit, serverError, errors, submitting } = useApiForm({
    schema: () => import("@/lib/validation/exchange-rates").then((m) => m.exchangeRateSchema),
    url: "/api/admin/exchange-rates",
    method: "PUT",
    defaultValues: {
      base: "USD",
      quote: "EUR",
      rate: "",
      effectiveFrom: new Date().toISOString().slice(0, 10),
    },
    success: "Exchange rate added.",
    resetOnSuccess: true,
  });
  function select(name: "base" | "quote") {
    return function CurrencySelect(field: { id: string }) {
      return (
        <select {...field} {...form.register(name)} className={inputClass}>
          {currencies.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      );
    };
  }
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid gap-3 sm:grid-cols-2"
      aria-label="Add an exchange rate"
    >
      <FormField label="Base currency (1 unit)" error={errors.base?.message}>
        {select("base")}
      </FormField>
      <FormField label="Quote currency" error={errors.quote?.message}>
        {select("quote")}
      </FormField>
      <FormField label="Rate (quote per 1 base)" error={errors.rate?.message}>
        {(field) => (
          <input {...field} {...form.register("rate")} inputMode="decimal" className={inputClass} />
        )}
      </FormField>
      <FormField label="Effective from" error={errors.effectiveFrom?.message}>
        {(field) => (
          <input {...field} type="date" {...form.register("effectiveFrom")} className={inputClass} />
        )}
      </FormField>
      <div className="sm:col-span-2">
        <FormError message={serverError} />
        <button type="submit" disabled={submitting} className={primaryButtonClass}>
          {submitting ? "Saving…" : "Add rate"}
        </button>
      </div>
    </form>
  );
}
