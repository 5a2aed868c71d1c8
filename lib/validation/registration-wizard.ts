import "@/lib/validation/zod-jitless";
import { z } from "zod";
import {
  registrationPayloadSchema,
  secondaryContactSchema,
  type RegistrationPayload,
} from "./registration-payload";

// The wizard's four steps: each the registration schema's own fields for that step (same keys,
// rules and messages), so Next checks only the current step and the route checks them all.

export const wizardStep1Schema = registrationPayloadSchema.pick({
  companyName: true,
  website: true,
  industry: true,
  customIndustry: true,
  companySize: true,
  annualRevenue: true,
  gstTaxId: true,
  primaryContact: true,
});

/** The secondary contact's name may stay empty in the wizard: the contact is then not sent. */
const wizardSecondaryContact = secondaryContactSchema.extend({
  name: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    secondaryContactSchema.shape.name.optional(),
  ),
});

export const wizardStep2Schema = registrationPayloadSchema
  .pick({ partnershipType: true, geographicCoverage: true, industryFocus: true, expectedDeals: true })
  .extend({
    // The wizard always has its client slots (empty ones are left out of the payload).
    currentClients: registrationPayloadSchema.shape.currentClients.unwrap(),
    secondaryContact: wizardSecondaryContact,
  });

export const wizardStep3Schema = registrationPayloadSchema
  .pick({ technicalCapabilities: true, teamStrength: true, currentTechnology: true })
  .extend({ certifications: registrationPayloadSchema.shape.certifications.unwrap() });

export const wizardStep4Schema = registrationPayloadSchema.pick({ partnerOnboardingTermsAccepted: true });

/** The four steps as one object: the wizard's form checks a step by naming that step's fields. */
export const wizardStepsSchema = z.object({
  ...wizardStep1Schema.shape,
  ...wizardStep2Schema.shape,
  ...wizardStep3Schema.shape,
  ...wizardStep4Schema.shape,
});

/**
 * The schema of the wizard's form: `toInput` turns what the form holds (texts, the secondary
 * contact's switch) into the steps' input, which the steps' own rules then check.
 */
export function wizardFormSchema<Form>(toInput: (form: Form) => z.input<typeof wizardStepsSchema>) {
  return z.preprocess((form) => toInput(form as Form), wizardStepsSchema) as unknown as z.ZodType<
    z.output<typeof wizardStepsSchema>,
    Form
  >;
}

export type WizardValues = z.infer<typeof wizardStep1Schema> &
  z.infer<typeof wizardStep2Schema> &
  z.infer<typeof wizardStep3Schema> &
  z.infer<typeof wizardStep4Schema> & {
    linkedinUrl?: string | null;
    country?: string | null;
  };

/** The checked steps as the API takes them: the same keys, plus the link and the claim's details. */
export function toRegistrationPayload(
  values: WizardValues,
  link: { approvalToken?: string; invitationToken?: string } = {},
): RegistrationPayload {
  const { country, linkedinUrl, currentClients, ...rest } = values;
  return {
    ...rest,
    customIndustry: values.industry === "Other" ? values.customIndustry || null : null,
    gstTaxId: values.gstTaxId ?? null,
    secondaryContact: values.secondaryContact.name
      ? { ...values.secondaryContact, name: values.secondaryContact.name }
      : null,
    currentClients: currentClients.filter((client) => client.trim() !== ""),
    currentTechnology: values.currentTechnology ?? null,
    linkedinUrl: linkedinUrl ?? null,
    location: { country: country ?? null },
    approvalToken: link.approvalToken ?? null,
    invitationToken: link.invitationToken ?? null,
  };
}
