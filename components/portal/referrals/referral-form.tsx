"use client";

import { toast } from "@/lib/client/toast";
import { referralTexts } from "@/content/referrals";
import { useSchemaForm } from "@/components/forms/use-schema-form";
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
  type NewReferral,
  type NewReferralInput,
} from "@/lib/validation/referrals";

const empty = {
  contactName: "",
  company: "",
  email: "",
  notes: "",
  // The schema wants the literal true; an unticked box is refused with its message.
  consent: false as unknown as true,
} satisfies NewReferralInput;

// Optional fields left empty are not sent.
const optionalText = { setValueAs: (value: string) => value.trim() || undefined };
const optionalNumber = {
  setValueAs: (value: string) => (value.trim() === "" ? undefined : Number(value)),
};

/** New Referral: the same schema as the server validates it first; a 409 shows the server's words. */
export function ReferralForm({ onSaved }: { onSaved: () => void }) {
  const { form, register, errors, submitting, serverError, submit } = useSchemaForm<
    NewReferralInput,
    NewReferral
  >({ schema: newReferralSchema, defaultValues: empty });
  const notes = form.watch("notes") ?? "";

  const onSubmit = submit(async (referral) => {
    const result = await referralsApi.create(referral);
    if (!result.ok) return result;
    toast.success(referralMessages.created);
    onSaved();
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
      <p className="text-sm text-slate-700">{referralTexts.formLead}</p>
      <FormError message={serverError} focus={Object.keys(errors).length === 0} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="referral-contactName"
          label="Lead's name"
          required
          autoComplete="off"
          maxLength={200}
          error={errors.contactName?.message}
          {...register("contactName")}
        />
        <TextField
          id="referral-company"
          label="Company"
          required
          autoComplete="off"
          maxLength={200}
          error={errors.company?.message}
          {...register("company")}
        />
        <TextField
          id="referral-email"
          label="Email"
          required
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          {...register("email")}
        />
        <TextField
          id="referral-phone"
          label="Phone (optional)"
          type="tel"
          autoComplete="off"
          maxLength={40}
          error={errors.phone?.message}
          {...register("phone", optionalText)}
        />
        <TextField
          id="referral-expectedValue"
          label="Expected value in USD (optional)"
          type="number"
          min={0}
          max={MAX_EXPECTED_VALUE}
          step="any"
          inputMode="decimal"
          error={errors.expectedValue?.message}
          {...register("expectedValue", optionalNumber)}
        />
      </div>
      <TextAreaField
        id="referral-notes"
        label="Notes"
        error={errors.notes?.message}
        maxLength={REFERRAL_NOTES_MAX}
        hint={`${notes.length}/${REFERRAL_NOTES_MAX} characters`}
        {...register("notes")}
      />
      <div>
        <label className="flex items-start gap-3 text-sm text-slate-800">
          <input
            id="referral-consent"
            type="checkbox"
            className="mt-0.5 h-4 w-4 accent-brand"
            aria-required="true"
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? "referral-consent-error" : undefined}
            {...register("consent")}
          />
          <span>
            {referralTexts.consent}{" "}
            <span className="text-danger" aria-hidden="true">
              *
            </span>
          </span>
        </label>
        <FieldError id="referral-consent" error={errors.consent?.message} />
      </div>
      <div className="flex justify-end">
        <Button type="submit" busy={submitting}>
          {referralTexts.submit}
        </Button>
      </div>
    </form>
  );
}
