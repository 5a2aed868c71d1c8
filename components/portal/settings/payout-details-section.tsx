"use client";

import { useEffect, useState } from "react";
import type { z } from "zod";
import { toast } from "@/lib/client/toast";
import { formatDayTime } from "@/lib/dates";
import { useSchemaForm } from "@/components/forms/use-schema-form";
import { Button } from "@/components/portal/ui/button";
import { SelectField, TextField, plainOptions } from "@/components/portal/ui/inputs";
import { payoutDetailsApi } from "@/lib/client/payout-details";
import { currencies } from "@/lib/money";
import type { PayoutMethodView, payoutMethodSchema } from "@/lib/validation/payout-details";
import { toSepaText } from "@/lib/validation/sepa-text";

const methodOptions = [
  { value: "bank_iban", label: "Bank account (IBAN)" },
  { value: "bank_us", label: "US bank account (routing number)" },
  { value: "paypal", label: "PayPal" },
];

// The route's schema (one shape per method) loads with the first submit.
const schema = () => import("@/lib/validation/payout-details").then((m) => m.payoutMethodSchema);
type Values = z.input<typeof payoutMethodSchema>;
// Before a method is chosen the form holds only an empty choice.
const noMethod = { type: "" } as unknown as Values;
type AnyField =
  "accountHolder" | "iban" | "bic" | "currency" | "routingNumber" | "accountNumber" | "accountType" | "email";

// A field left empty is not sent, so an optional one (the currency) takes its default.
const optionalText = { setValueAs: (value: string) => value.trim() || undefined };

/** Where payouts go: the current method (masked) and the form that sets or replaces it. */
export function PayoutDetailsSection() {
  const [current, setCurrent] = useState<PayoutMethodView | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const { form, register, errors, submitting, serverError, submit } = useSchemaForm<Values>({
    schema,
    defaultValues: noMethod,
    shouldUnregister: true,
  });
  // Only the chosen method's fields are sent: the others leave the form when they leave the screen.
  const type = form.watch("type") as Values["type"] | "";
  const holder = (form.watch("accountHolder" as "type") as string | undefined) ?? "";

  useEffect(() => {
    let live = true;
    void payoutDetailsApi.method().then((result) => {
      if (!live) return;
      if (result.ok) setCurrent(result.data.method);
      else setRefused(result.message);
    });
    return () => {
      live = false;
    };
  }, []);

  const save = submit(async (method) => {
    const result = await payoutDetailsApi.saveMethod(method);
    if (!result.ok) return result;
    setCurrent(result.data.method);
    form.reset(noMethod);
    toast.success(
      result.data.method.holdUntil
        ? "Payout method changed. Payouts are held for 24 hours; your owners and finance team were notified."
        : "Payout method saved.",
    );
  });

  if (refused) return <p className="text-sm text-slate-700">{refused}</p>;
  const fieldErrors = errors as Partial<Record<AnyField | "type", { message?: string }>>;
  const field = (name: AnyField) => ({
    id: `payout-${name}`,
    error: fieldErrors[name]?.message,
    ...register(name as "type", optionalText as object),
  });
  return (
    <div className="space-y-4">
      {current ? (
        <p className="text-sm text-slate-800" data-testid="payout-method-current">
          Payouts go to {methodOptions.find((option) => option.value === current.type)?.label}{" "}
          <strong>{current.masked}</strong> in {current.currency}
          {current.holdUntil ? ` (held until ${formatDayTime(current.holdUntil)})` : ""}.
        </p>
      ) : (
        <p className="text-sm text-slate-700">No payout method yet: add one to request payments.</p>
      )}
      <form onSubmit={(event) => void save(event)} className="space-y-3" noValidate>
        <SelectField
          id="payout-type"
          error={fieldErrors.type?.message}
          label={current ? "Change payout method" : "Payout method"}
          placeholder="Choose a method"
          options={methodOptions}
          {...register("type", { onChange: () => form.clearErrors() })}
        />
        {type === "bank_iban" || type === "bank_us" ? (
          <TextField {...field("accountHolder")} label="Account holder" required autoComplete="name" />
        ) : null}
        {type === "bank_iban" ? <BankName name={holder} /> : null}
        {type === "bank_iban" ? (
          <>
            <TextField
              {...field("iban")}
              label="IBAN"
              required
              hint="For example DE89 3704 0044 0532 0130 00"
            />
            <TextField {...field("bic")} label="BIC" required />
          </>
        ) : null}
        {type === "bank_us" ? (
          <>
            <TextField
              {...field("routingNumber")}
              label="Routing number (ABA)"
              required
              inputMode="numeric"
            />
            <TextField {...field("accountNumber")} label="Account number" required inputMode="numeric" />
            <SelectField
              {...field("accountType")}
              label="Account type"
              placeholder="Choose"
              options={[
                { value: "checking", label: "Checking" },
                { value: "savings", label: "Savings" },
              ]}
            />
          </>
        ) : null}
        {type === "paypal" ? (
          <TextField {...field("email")} label="PayPal email" type="email" required />
        ) : null}
        {type === "bank_iban" || type === "paypal" ? (
          <SelectField
            {...field("currency")}
            label="Payout currency"
            placeholder={type === "bank_iban" ? "EUR (default)" : "USD (default)"}
            options={plainOptions(currencies)}
          />
        ) : null}
        {serverError ? (
          <p role="alert" className="text-sm text-danger">
            {serverError}
          </p>
        ) : null}
        {type ? (
          <Button type="submit" busy={submitting}>
            Save payout method
          </Button>
        ) : null}
      </form>
    </div>
  );
}

/** The account holder's name as a SEPA payment file carries it (basic Latin letters only). */
function BankName({ name }: { name: string }) {
  const { text, unconvertible } = toSepaText(name);
  if (!name.trim() || unconvertible.length > 0) return null;
  return (
    <p className="-mt-2 text-sm text-slate-700" data-testid="payout-bank-name" aria-live="polite">
      Your bank receives the name as: <strong className="text-slate-900">{text}</strong>
    </p>
  );
}
