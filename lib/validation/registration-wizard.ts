import "@/lib/validation/zod-jitless";
import { z } from "zod";
import {
  email,
  matchingPasswords,
  oneOf,
  optional,
  optionalEmail,
  password,
  required,
  someOf,
  teamSize,
  website,
} from "./registration-fields";
import { registrationMessages } from "./registration-messages";
import {
  annualRevenues,
  certificationOptions,
  expectedDealsOptions,
  geographicCoverageOptions,
  industryFocusOptions,
  MAX_CURRENT_CLIENTS,
  partnershipTypes,
  registrationCompanySizes,
  registrationIndustries,
  technicalCapabilityOptions,
} from "./registration-options";
import type { RegistrationPayload } from "./registration-payload";
import { multiLineText, singleLineText } from "./text";

// The wizard's own field names, one schema per step (Next validates only the current step).

const wizardContact = z
  .object({
    fullName: required(registrationMessages.fullName, 120),
    title: required(registrationMessages.title, 120),
    email,
    phone: required(registrationMessages.phone, 40),
    linkedin: optional(300),
    password,
    confirmPassword: z
      .string({ error: registrationMessages.confirmPassword })
      .min(1, registrationMessages.confirmPassword),
  })
  .superRefine(matchingPasswords);

export const wizardStep1Schema = z.object({
  companyName: required(registrationMessages.companyName, 200),
  website,
  industry: oneOf(registrationIndustries, registrationMessages.industry),
  customIndustry: optional(100),
  companySize: oneOf(registrationCompanySizes, registrationMessages.companySize),
  annualRevenue: oneOf(annualRevenues, registrationMessages.annualRevenue),
  gstId: optional(50),
  primaryContact: wizardContact,
});

export const wizardStep2Schema = z.object({
  partnershipType: oneOf(partnershipTypes, registrationMessages.partnershipType),
  geographicCoverage: someOf(geographicCoverageOptions, registrationMessages.geographicCoverage),
  industryFocus: someOf(industryFocusOptions, registrationMessages.industryFocus),
  expectedDeals: oneOf(expectedDealsOptions, registrationMessages.expectedDeals),
  currentClients: z.array(singleLineText(200)).max(MAX_CURRENT_CLIENTS),
  secondaryContact: z.object({
    fullName: optional(120),
    title: optional(120),
    email: optionalEmail.optional(),
    phone: optional(40),
    linkedin: optional(300),
  }),
});

export const wizardStep3Schema = z.object({
  technicalCapabilities: someOf(technicalCapabilityOptions, registrationMessages.technicalCapabilities),
  teamStrength: z.object({
    financeTeam: teamSize(registrationMessages.financeTeam),
    technicalStaff: teamSize(registrationMessages.technicalStaff),
    salesTeam: teamSize(registrationMessages.salesTeam),
  }),
  certifications: z.array(oneOf(certificationOptions, "Please choose certifications from the list")),
  currentTechnology: multiLineText(500).optional().nullable(),
});

export const wizardStep4Schema = z.object({
  partnerOnboardingTermsAccepted: z.literal(true, { error: registrationMessages.terms }),
});

export type WizardValues = z.infer<typeof wizardStep1Schema> &
  z.infer<typeof wizardStep2Schema> &
  z.infer<typeof wizardStep3Schema> &
  z.infer<typeof wizardStep4Schema> & {
    linkedinUrl?: string | null;
    country?: string | null;
  };

/** The wizard's values renamed for the API; the secondary contact only when its name is filled. */
export function toRegistrationPayload(
  values: WizardValues,
  link: { approvalToken?: string; invitationToken?: string } = {},
): RegistrationPayload {
  const contact = values.primaryContact;
  const secondary = values.secondaryContact;
  return {
    companyName: values.companyName,
    website: values.website,
    industry: values.industry,
    customIndustry: values.industry === "Other" ? values.customIndustry || null : null,
    companySize: values.companySize,
    annualRevenue: values.annualRevenue,
    gstTaxId: values.gstId ?? null,
    primaryContact: {
      name: contact.fullName,
      title: contact.title,
      email: contact.email,
      phone: contact.phone,
      linkedinUrl: contact.linkedin ?? null,
      password: contact.password,
      confirmPassword: contact.confirmPassword,
    },
    secondaryContact: secondary.fullName?.trim()
      ? {
          name: secondary.fullName,
          title: secondary.title ?? null,
          email: secondary.email ?? null,
          phone: secondary.phone ?? null,
          linkedinUrl: secondary.linkedin ?? null,
        }
      : null,
    partnershipType: values.partnershipType,
    geographicCoverage: values.geographicCoverage,
    industryFocus: values.industryFocus,
    currentClients: values.currentClients.filter((client) => client.trim() !== ""),
    expectedDeals: values.expectedDeals,
    technicalCapabilities: values.technicalCapabilities,
    teamStrength: {
      finance: values.teamStrength.financeTeam,
      technical: values.teamStrength.technicalStaff,
      sales: values.teamStrength.salesTeam,
    },
    certifications: values.certifications,
    currentTechnology: values.currentTechnology ?? null,
    linkedinUrl: values.linkedinUrl ?? null,
    location: { country: values.country ?? null },
    approvalToken: link.approvalToken ?? null,
    invitationToken: link.invitationToken ?? null,
    partnerOnboardingTermsAccepted: values.partnerOnboardingTermsAccepted,
  };
}
