import "@/lib/validation/zod-jitless";
import { z } from "zod";
import { emailField, isEmailAddress } from "./email";
import { multiLineText, singleLineText } from "./text";

// The registration wizard and the API payload it
// sends. The wizard's field names differ from the payload's (fullName is sent as name,
// gstId as gstTaxId, linkedin as linkedinUrl, team sizes as finance/technical/sales);
// both schemas share the rules and messages below.

export const registrationMessages = {
  companyName: "Company name is required",
  website: "Website URL is required",
  websiteFormat: "Please enter a valid URL (starting with http:// or https://)",
  industry: "Industry is required",
  companySize: "Company size is required",
  annualRevenue: "Annual revenue is required",
  fullName: "Full name is required",
  email: "Email is required",
  emailFormat: "Please enter a valid email address",
  phone: "Phone number is required",
  title: "Job title is required",
  password: "Password is required",
  passwordLength: "Password must be at least 8 characters long",
  confirmPassword: "Password confirmation is required",
  passwordMismatch: "Passwords do not match",
  step1Toast: "Please fill in all required fields correctly",
  partnershipType: "Partnership type is required",
  geographicCoverage: "At least one geographic coverage area is required",
  industryFocus: "At least one industry focus is required",
  expectedDeals: "Expected deals per quarter is required",
  step2Toast: "Please fill in all required fields",
  technicalCapabilities: "At least one technical capability is required",
  financeTeam: "Finance team size is required",
  technicalStaff: "Technical staff size is required",
  salesTeam: "Sales team size is required",
  terms: "You must accept the Partner Onboarding Terms and Conditions",
  step4Toast: "Please accept all required agreements",
  tooManyFiles: "Maximum 10 files allowed",
  fileTooLarge: (name: string) => `${name} is too large (max 20MB)`,
  fileBadType: (name: string) => `${name} is not a supported file type`,
  success: "Registration completed successfully! Please check your email for verification.",
  anonymousSuccess: "Registration submitted successfully! Your account is pending approval.",
  failed: "Registration failed",
  needsApproval: "Registration requires pre-approval.",
  linkInvalid: "Invalid or expired registration link.",
  linkUsed: "This registration link has already been used.",
  invitationInvalid: "Invalid or expired invitation link. Please contact admin for a new invitation.",
  emailTaken: "An account with this email already exists.",
  linkEmailMismatch:
    "This registration link was sent to another email address. Please register with the address it was sent to.",
  dataMissing: "The registration data is missing or is not valid JSON.",
} as const;

/** Step 2's industry focus list: the industries without Other. */
export const industryFocusOptions = [
  "Technology",
  "Healthcare",
  "Financial Services",
  "Manufacturing",
  "Retail",
  "Education",
  "Real Estate",
  "Consulting",
  "Media & Entertainment",
  "Transportation",
  "Energy",
  "Agriculture",
  "Non-profit",
  "Government",
] as const;
export const registrationIndustries = [...industryFocusOptions, "Other"] as const;
export const registrationCompanySizes = ["1-10", "11-50", "51-200", "201-500", "501-1000", "1000+"] as const;
export const annualRevenues = [
  "Less than $1M",
  "$1M - $5M",
  "$5M - $10M",
  "$10M - $50M",
  "$50M - $100M",
  "$100M+",
] as const;
export const partnershipTypes = ["implementation", "referral", "technology", "consulting"] as const;
export const geographicCoverageOptions = [
  "North America",
  "South America",
  "Europe",
  "Asia Pacific",
  "Middle East",
  "Africa",
  "India - North",
  "India - South",
  "India - East",
  "India - West",
  "Global",
] as const;
export const expectedDealsOptions = ["1-2", "3-5", "5-10", "10+"] as const;
export const technicalCapabilityOptions = [
  "Cloud Solutions",
  "Data Analytics & BI",
  "Machine Learning & AI",
  "Cybersecurity",
  "ERP Implementation",
  "CRM Solutions",
  "Mobile App Development",
  "Web Development",
  "Database Management",
  "DevOps & Automation",
  "API Integration",
  "IoT Solutions",
  "Blockchain",
  "Custom Software Development",
] as const;
export const certificationOptions = [
  "AWS",
  "Microsoft",
  "Google Cloud",
  "Salesforce",
  "Oracle",
  "SAP",
  "Cisco",
  "PMP",
  "ITIL",
  "ISO 27001",
  "SOC 2 Compliant",
  "Other Industry Certifications",
] as const;
export const MAX_CURRENT_CLIENTS = 5;
export const attachmentRules = {
  maxFiles: 10,
  maxFileBytes: 20 * 1024 * 1024,
  extensions: ["pdf", "doc", "docx", "png", "jpg", "jpeg"],
} as const;

const required = (message: string, max = 200) => singleLineText(max, { required: message });
const optional = (max: number) => singleLineText(max).optional().nullable();
const oneOf = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: message });
const someOf = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .array(z.enum(values, { error: message }), { error: message })
    .min(1, message)
    .max(values.length, message);
const email = emailField({ missing: registrationMessages.email, invalid: registrationMessages.emailFormat });
const optionalEmail = z
  .string()
  .trim()
  .refine((value) => value === "" || isEmailAddress(value), registrationMessages.emailFormat);
const website = required(registrationMessages.website, 300).regex(
  /^https?:\/\/\S+\.\S+$/i,
  registrationMessages.websiteFormat,
);
const password = z
  .string({ error: registrationMessages.password })
  .min(1, registrationMessages.password)
  .min(8, registrationMessages.passwordLength)
  .max(256, "Password must be at most 256 characters long");
const teamSize = (message: string) =>
  z.number({ error: message }).int(message).min(0, message).max(1_000_000, message);
const matchingPasswords = (value: { password: string; confirmPassword: string }, ctx: z.RefinementCtx) => {
  if (value.password !== value.confirmPassword)
    ctx.addIssue({
      code: "custom",
      path: ["confirmPassword"],
      message: registrationMessages.passwordMismatch,
    });
};

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

const secondaryContact = z.object({
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
  secondaryContact: secondaryContact.nullable().optional(),
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
