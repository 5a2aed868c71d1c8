"use client";

import { useEffect, useState, type FormEvent } from "react";
import { toast } from "@/lib/client/toast";
import { formatDayTime } from "@/lib/dates";
import { Button } from "@/components/portal/ui/button";
import { SelectField, TextField, plainOptions } from "@/components/portal/ui/inputs";
import { payoutDetailsApi } from "@/lib/client/payout-details";
import { currencies } from "@/lib/money";
import type { PayoutMethodType } from "@/lib/validation/payout-options";
import type { PayoutMethodView } from "@/lib/validation/payout-details";
import { toSepaText } from "@/lib/validation/sepa-text";

const methodOptions = [
  { value: "bank_iban", label: "Bank account (IBAN)" },
  { value: "bank_us", label: "US bank account (routing number)" },
  { value: "paypal", label: "PayPal" },
];

const fieldsOf: Record<PayoutMethodType, readonly string[]> = {
  bank_iban: ["accountHolder", "iban", "bic", "currency"],
  bank_us: ["accountHolder", "routingNumber", "accountNumber", "accountType"],
  paypal: ["email", "currency"],
};

/** Where payouts go: the current method (masked) and the form that sets or replaces it. */
export function PayoutDetailsSection() {
  const [current, setCurrent] = useState<PayoutMethodView | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [type, setType] = useState<PayoutMethodType | "">("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [holder, setHolder] = useState("");

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

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!type) return setErrors({ type: "Choose a payout method." });
    const data = new FormData(event.currentTarget);
    const body: Record<string, string> = { type };
    for (const name of fieldsOf[type]) {
      const value = String(data.get(`payout-${name}`) ?? "").trim();
      if (value) body[name] = value;
    }
    setSaving(true);
    const result = await payoutDetailsApi.saveMethod(body);
    setSaving(false);
    if (!result.ok) {
      setErrors(result.fields ?? { form: result.message });
      return;
    }
    setErrors({});
    setCurrent(result.data.method);
    setType("");
    setHolder("");
    toast.success(
      result.data.method.holdUntil
        ? "Payout method changed. Payouts are held for 24 hours; your owners and finance team were notified."
        : "Payout method saved.",
    );
  }

  if (refused) return <p className="text-sm text-slate-700">{refused}</p>;
  const field = (name: string) => ({ id: `payout-${name}`, error: errors[name] });
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
          {...field("type")}
          label={current ? "Change payout method" : "Payout method"}
          placeholder="Choose a method"
          options={methodOptions}
          value={type}
          onChange={(event) => {
            setType(event.target.value as PayoutMethodType);
            setErrors({});
          }}
        />
        {type === "bank_iban" || type === "bank_us" ? (
          <TextField
            {...field("accountHolder")}
            label="Account holder"
            required
            autoComplete="name"
            onChange={(event) => setHolder(event.target.value)}
          />
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
        {errors.form ? (
          <p role="alert" className="text-sm text-danger">
            {errors.form}
          </p>
        ) : null}
        {type ? (
          <Button type="submit" busy={saving}>
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
