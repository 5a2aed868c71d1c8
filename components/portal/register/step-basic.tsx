"use client";

import { SelectField, TextField, plainOptions } from "@/components/portal/ui/inputs";
import { StrengthMeter } from "@/components/portal/auth/strength-meter";
import { PasswordField } from "@/components/portal/ui/password-field";
import {
  annualRevenues,
  registrationCompanySizes,
  registrationIndustries,
} from "@/lib/validation/registration-options";
import { FormSection } from "@/components/portal/claim/claim-fields";
import type { StepProps } from "./step-props";
import type { WizardForm } from "./wizard-form";

/** Step 1: the company and the primary contact, who becomes the account's user. */
export function StepBasic({ form, field, emailLocked }: StepProps & { emailLocked: boolean }) {
  const contact = (key: keyof WizardForm["primaryContact"]) => field(`primaryContact.${key}`);
  return (
    <div className="space-y-8">
      <FormSection title="Company">
        <TextField label="Company Name" required autoComplete="organization" {...field("companyName")} />
        <TextField
          label="Website URL"
          required
          placeholder="https://example.com"
          autoComplete="url"
          {...field("website")}
        />
        <SelectField
          label="Industry"
          required
          placeholder="Select industry"
          options={plainOptions(registrationIndustries)}
          {...field("industry")}
        />
        {form.industry === "Other" ? (
          <TextField label="Specify Industry" hint="Optional." maxLength={100} {...field("customIndustry")} />
        ) : null}
        <SelectField
          label="Company Size"
          required
          placeholder="Select company size"
          options={plainOptions(registrationCompanySizes)}
          {...field("companySize")}
        />
        <SelectField
          label="Annual Revenue"
          required
          placeholder="Select annual revenue"
          options={plainOptions(annualRevenues)}
          {...field("annualRevenue")}
        />
        <TextField label="GST / Tax ID" hint="Optional." {...field("gstTaxId")} />
      </FormSection>
      <FormSection title="Primary Contact">
        <TextField label="Full Name" required autoComplete="name" {...contact("name")} />
        <TextField label="Job Title" required autoComplete="organization-title" {...contact("title")} />
        <TextField
          label="Email"
          required
          type="email"
          autoComplete="email"
          readOnly={emailLocked}
          hint={emailLocked ? "The address your registration link was sent to." : undefined}
          {...contact("email")}
        />
        <TextField label="Phone Number" required type="tel" autoComplete="tel" {...contact("phone")} />
        <TextField
          label="LinkedIn Profile"
          placeholder="https://www.linkedin.com/in/..."
          hint="Optional."
          {...contact("linkedinUrl")}
        />
        <div className="hidden sm:block" />
        <PasswordField
          label="Password"
          required
          autoComplete="new-password"
          hint="At least 8 characters, mixing upper- and lower-case letters, digits or symbols."
          {...contact("password")}
        />
        <PasswordField
          label="Confirm Password"
          required
          autoComplete="new-password"
          {...contact("confirmPassword")}
        />
        <div className="sm:col-span-2">
          <StrengthMeter id="registration-password-strength" password={form.primaryContact.password} />
        </div>
      </FormSection>
    </div>
  );
}
