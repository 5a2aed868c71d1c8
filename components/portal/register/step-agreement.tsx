"use client";

import { FormSection } from "@/components/portal/claim/claim-fields";
import { FieldError } from "@/components/portal/ui/field";
import { buttonClass } from "@/components/portal/ui/button";
import { partnerTermsDocument } from "@/content/portal";
import { enumLabel } from "@/content/portal-labels";
import type { StepProps } from "./step-props";
import { totalTeamSize } from "./wizard-form";

/** Step 4: the registration summary, the terms document and its acceptance. */
export function StepAgreement({ form, error, register }: StepProps) {
  const refused = error("partnerOnboardingTermsAccepted");
  const summary = [
    ["Company", form.companyName],
    [
      "Industry",
      form.industry === "Other" && form.customIndustry.trim()
        ? `Other: ${form.customIndustry.trim()}`
        : form.industry,
    ],
    ["Partnership Type", enumLabel(form.partnershipType, "-")],
    ["Primary Contact", `${form.primaryContact.name} (${form.primaryContact.email})`],
    ["Expected Deals per Quarter", form.expectedDeals],
    ["Total Team Size", String(totalTeamSize(form))],
  ] as const;
  return (
    <div className="space-y-8">
      <FormSection title="Registration Summary">
        <dl className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
          {summary.map(([term, value]) => (
            <div key={term} className="rounded-lg bg-slate-50 p-3">
              <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">{term}</dt>
              <dd className="mt-1 break-words text-slate-900">{value || "-"}</dd>
            </div>
          ))}
        </dl>
      </FormSection>
      <FormSection title="Partner Onboarding Terms">
        <div className="space-y-4 sm:col-span-2">
          <p className="text-slate-700">
            Please read the Partner Onboarding Terms and Conditions: commission terms, deal registration and
            protection, brand use, confidentiality and data protection.
          </p>
          <a href={partnerTermsDocument.href} download className={buttonClass("secondary")}>
            Download Terms ({partnerTermsDocument.format})
          </a>
          <div>
            <label className="flex items-start gap-3 text-sm text-slate-800">
              <input
                id="partnerOnboardingTermsAccepted"
                type="checkbox"
                className="mt-0.5 h-4 w-4 accent-brand"
                aria-invalid={refused ? true : undefined}
                aria-describedby={refused ? "partnerOnboardingTermsAccepted-error" : undefined}
                {...register("partnerOnboardingTermsAccepted")}
              />
              <span>
                I have read and accept the Partner Onboarding Terms and Conditions{" "}
                <span className="text-danger" aria-hidden="true">
                  *
                </span>
              </span>
            </label>
            <FieldError id="partnerOnboardingTermsAccepted" error={refused} />
          </div>
        </div>
      </FormSection>
    </div>
  );
}
