"use client";

import { useState, type FormEvent } from "react";
import { toast } from "@/lib/client/toast";
import { referralTexts } from "@/content/referrals";
import { FormError } from "@/components/portal/ui/form-error";
import { Button } from "@/components/portal/ui/button";
import { FieldError } from "@/components/portal/ui/field";
import { TextAreaField, TextField } from "@/components/portal/ui/inputs";
import { referralsApi } from "@/lib/client/referrals";
import {
  MAX_EXPECTED_VALUE,
  newReferralSchema,
  REFERRAL_NOTES_MAX,
  referralMessages,
  type NewReferralInput,
} from "@/lib/validation/referrals";

type Values = {
  contactName: string;
  company: string;
  email: string;
  phone: string;
  expectedValue: string;
  notes: string;
  consent: boolean;
};
const empty: Values = {
  contactName: "",
  company: "",
  email: "",
  phone: "",
  expectedValue: "",
  notes: "",
  consent: false,
};

function toPayload(values: Values): NewReferralInput {
  const value = values.expectedValue.trim();
  return {
    contactName: values.contactName,
    company: values.company,
    email: values.email,
    phone: values.phone.trim() || undefined,
    expectedValue: value === "" ? undefined : Number(value),
    notes: values.notes,
    // The schema wants the literal true; an unticked box sends false and is refused.
    consent: values.consent as true,
  };
}

/** New Referral: the same schema as the server validates it first; a 409 shows the server's words. */
export function ReferralForm({ onSaved }: { onSaved: () => void }) {
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A field's error goes once it is edited, so a corrected form does not still read as wrong.
  const clearError = (key: keyof Values) =>
    setErrors((current) => (current[key] ? { ...current, [key]: "" } : current));
  const set = (key: Exclude<keyof Values, "consent">) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [key]: event.target.value }));
    clearError(key);
  };

  function showErrors(list: Record<string, string>) {
    const next: Record<string, string> = {};
    for (const [path, message] of Object.entries(list)) next[path.split(".")[0] ?? path] ??= message;
    setErrors(next);
    const first = Object.keys(next)[0];
    if (first) document.getElementById(`referral-${first}`)?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const payload = toPayload(values);
    const parsed = newReferralSchema.safeParse(payload);
    if (!parsed.success) {
      showErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join("."), issue.message])),
      );
      return;
    }
    setErrors({});
    setBusy(true);
    const result = await referralsApi.create(payload);
    setBusy(false);
    if (result.ok) {
      toast.success(referralMessages.created);
      onSaved();
      return;
    }
    showErrors(result.fields ?? {});
    setFormError(result.message);
  }

  const text = (
    key: Exclude<keyof Values, "consent">,
    label: string,
    props: Record<string, unknown> = {},
  ) => (
    <TextField
      id={`referral-${key}`}
      label={label}
      value={values[key]}
      onChange={set(key)}
      error={errors[key]}
      {...props}
    />
  );
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-slate-700">{referralTexts.formLead}</p>
      <FormError message={formError} focus={!Object.values(errors).some(Boolean)} />
      <div className="grid gap-4 sm:grid-cols-2">
        {text("contactName", "Lead's name", { required: true, autoComplete: "off", maxLength: 200 })}
        {text("company", "Company", { required: true, autoComplete: "off", maxLength: 200 })}
        {text("email", "Email", { required: true, type: "email", autoComplete: "off" })}
        {text("phone", "Phone (optional)", { type: "tel", autoComplete: "off", maxLength: 40 })}
        {text("expectedValue", "Expected value in USD (optional)", {
          type: "number",
          min: 0,
          max: MAX_EXPECTED_VALUE,
          step: "any",
          inputMode: "decimal",
        })}
      </div>
      <TextAreaField
        id="referral-notes"
        label="Notes"
        value={values.notes}
        onChange={set("notes")}
        error={errors.notes}
        maxLength={REFERRAL_NOTES_MAX}
        hint={`${values.notes.length}/${REFERRAL_NOTES_MAX} characters`}
      />
      <div>
        <label className="flex items-start gap-3 text-sm text-slate-800">
          <input
            id="referral-consent"
            type="checkbox"
            className="mt-0.5 h-4 w-4 accent-brand"
            checked={values.consent}
            aria-required="true"
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? "referral-consent-error" : undefined}
            onChange={(e) => {
              setValues((current) => ({ ...current, consent: e.target.checked }));
              clearError("consent");
            }}
          />
          <span>
            {referralTexts.consent}{" "}
            <span className="text-danger" aria-hidden="true">
              *
            </span>
          </span>
        </label>
        <FieldError id="referral-consent" error={errors.consent} />
      </div>
      <div className="flex justify-end">
        <Button type="submit" busy={busy}>
          {referralTexts.submit}
        </Button>
      </div>
    </form>
  );
}
