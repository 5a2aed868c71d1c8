"use client";

import type { ReactNode } from "react";
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { SelectField, TextAreaField, TextField, plainOptions } from "@/components/portal/ui/inputs";
import { claimCopy } from "@/content/portal";
import {
  claimCountries,
  claimCountryLabels,
  claimIndustries,
  claimIndustryLabels,
  companySizes,
} from "@/lib/validation/claim-options";
import type { ClaimField, ClaimValues } from "./claim-validation";

const industryOptions = claimIndustries.map((value) => ({ value, label: claimIndustryLabels[value] }));
const countryOptions = claimCountries.map((value) => ({ value, label: claimCountryLabels[value] }));

export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="border-t border-slate-200 pt-6 first:border-0 first:pt-0">
      <h2 id={id} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      <div className="mt-4 grid gap-5 sm:grid-cols-2">{children}</div>
    </section>
  );
}

interface Props {
  register: UseFormRegister<ClaimValues>;
  errors: FieldErrors<ClaimValues>;
  /** The chosen industry and country: "other" asks to specify it. */
  industry?: string;
  country?: string;
  /** The email field's extras: send code, code field, verify, resend. */
  emailControls: ReactNode;
  emailError?: string;
  onEmailChange: () => void;
}

/** The first three sections of the claim; Security Verification is added by the page. */
export function ClaimFields({
  register,
  errors,
  industry,
  country,
  emailControls,
  emailError,
  onEmailChange,
}: Props) {
  // Uncontrolled inputs without defaults: what a visitor typed before the code arrived stays.
  const text = (field: ClaimField, onChange?: () => void) => ({
    id: field,
    error: errors[field]?.message,
    ...register(field, onChange ? { onChange } : undefined),
  });
  return (
    <>
      <FormSection title={claimCopy.sections.personal}>
        <TextField label="First Name" required autoComplete="given-name" {...text("firstName")} />
        <TextField label="Last Name" required autoComplete="family-name" {...text("lastName")} />
        <div className="sm:col-span-2">
          <TextField
            label="Company Email"
            required
            type="email"
            autoComplete="email"
            hint="We send a one-time code to verify it."
            {...text("companyEmail", onEmailChange)}
            error={errors.companyEmail?.message ?? emailError}
          />
          {emailControls}
        </div>
      </FormSection>

      <FormSection title={claimCopy.sections.company}>
        <TextField label="Company Name" required autoComplete="organization" {...text("companyName")} />
        <TextField
          label="Company Website"
          required
          placeholder="example.com"
          autoComplete="url"
          {...text("website")}
        />
        <SelectField
          label="Company Size"
          required
          placeholder="Select company size"
          options={plainOptions(companySizes)}
          {...text("companySize")}
        />
        <SelectField
          label="Industry"
          required
          placeholder="Select industry"
          options={industryOptions}
          {...text("industry")}
        />
        {industry === "other" ? (
          <TextField label="Specify Industry" required {...text("customIndustry")} />
        ) : null}
        <SelectField
          label="Country"
          required
          placeholder="Select country"
          options={countryOptions}
          autoComplete="country"
          {...text("country")}
        />
        {country === "other" ? (
          <TextField
            label="Specify Country"
            required
            autoComplete="country-name"
            {...text("customCountry")}
          />
        ) : null}
        <TextField
          label="LinkedIn URL"
          placeholder="https://www.linkedin.com/company/..."
          {...text("linkedinUrl")}
        />
        <TextField
          label="Current Technology"
          placeholder="ERP, CRM and finance tools you work with"
          {...text("currentTechnology")}
        />
      </FormSection>

      <FormSection title={claimCopy.sections.partnership}>
        <TextAreaField
          label="Why do you want to join the partner programme?"
          required
          className="sm:col-span-2"
          hint="At least 20 characters."
          {...text("whyJoin")}
        />
        <TextAreaField label="Additional Information" className="sm:col-span-2" {...text("additionalInfo")} />
      </FormSection>
    </>
  );
}
