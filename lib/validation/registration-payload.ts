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
import { multiLineText, singleLineText } from "./text";

// One schema, one set of keys: the API's (name, gstTaxId, linkedinUrl, teamStrength's
// finance, technical and sales), used by the wizard's steps (registration-wizard.ts), the
// routes, the upstream API in proxy mode and the seed.

const payloadContact = z
  .object(
    {
      name: required(registrationMessages.fullName, 120),
      title: required(registrationMessages.title, 120),
      email,
      phone: required(registrationMessages.phone, 40),
      linkedinUrl: optional(300),
      password,
      confirmPassword: z
        .string({ error: registrationMessages.confirmPassword })
        .min(1, registrationMessages.confirmPassword)
        .max(256),
    },
    { error: registrationMessages.fullName },
  )
  .superRefine(matchingPasswords);

export const secondaryContactSchema = z.object({
  name: required(registrationMessages.fullName, 120),
  title: optional(120),
  email: optionalEmail.optional().nullable(),
  phone: optional(40),
  linkedinUrl: optional(300),
});

/** The registration as POST /api/auth/register (the `data` field) and /register-anonymous send it. */
export const registrationPayloadSchema = z.object({
  companyName: required(registrationMessages.companyName, 200),
  website,
  industry: oneOf(registrationIndustries, registrationMessages.industry),
  /** The industry in the company's words when `industry` is Other. */
  customIndustry: optional(100),
  companySize: oneOf(registrationCompanySizes, registrationMessages.companySize),
  annualRevenue: oneOf(annualRevenues, registrationMessages.annualRevenue),
  gstTaxId: optional(50),
  primaryContact: payloadContact,
  /** Sent only when the wizard's secondary contact has a name, otherwise null. */
  secondaryContact: secondaryContactSchema.nullable().optional(),
  partnershipType: oneOf(partnershipTypes, registrationMessages.partnershipType),
  geographicCoverage: someOf(geographicCoverageOptions, registrationMessages.geographicCoverage),
  industryFocus: someOf(industryFocusOptions, registrationMessages.industryFocus),
  currentClients: z
    .array(singleLineText(200), { error: "Current clients must be a list" })
    .max(MAX_CURRENT_CLIENTS, `You can list up to ${MAX_CURRENT_CLIENTS} current clients`)
    .optional(),
  expectedDeals: oneOf(expectedDealsOptions, registrationMessages.expectedDeals),
  technicalCapabilities: someOf(technicalCapabilityOptions, registrationMessages.technicalCapabilities),
  teamStrength: z.object(
    {
      finance: teamSize(registrationMessages.financeTeam),
      technical: teamSize(registrationMessages.technicalStaff),
      sales: teamSize(registrationMessages.salesTeam),
    },
    { error: registrationMessages.financeTeam },
  ),
  certifications: z
    .array(oneOf(certificationOptions, "Please choose certifications from the list"))
    .max(certificationOptions.length)
    .optional(),
  currentTechnology: multiLineText(500).optional().nullable(),
  linkedinUrl: optional(300),
  location: z
    .object({ country: optional(100) })
    .nullable()
    .optional(),
  approvalToken: z.string().max(200).optional().nullable(),
  invitationToken: z.string().max(200).optional().nullable(),
  partnerOnboardingTermsAccepted: z.literal(true, { error: registrationMessages.terms }),
  agreementAccepted: z.boolean().optional(),
  termsAccepted: z.boolean().optional(),
  confidentialityAccepted: z.boolean().optional(),
});
export type RegistrationPayload = z.infer<typeof registrationPayloadSchema>;
