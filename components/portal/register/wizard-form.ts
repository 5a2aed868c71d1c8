import type { z } from "zod";
import { registrationIndustries } from "@/lib/validation/registration-options";
import type { RegistrationPayload } from "@/lib/validation/registration-payload";
import type { WizardValues } from "@/lib/validation/registration-wizard";

// The wizard's form (every input as text or a list) and its conversion to the shared step
// schemas and the API payload. The schemas (zod) are not part of the page's first load: the
// wizard asks for them once it is entered, and a check that comes first waits.

export const loadWizardSchemas = () => import("@/lib/validation/registration-wizard");

// The keys are the API's (registration-payload.ts): one set from the form to the server.
export interface ContactForm {
  name: string;
  title: string;
  email: string;
  phone: string;
  linkedinUrl: string;
}

export interface WizardForm {
  companyName: string;
  website: string;
  industry: string;
  /** The industry in the company's own words when it is Other (pre-filled from the claim). */
  customIndustry: string;
  companySize: string;
  annualRevenue: string;
  gstTaxId: string;
  primaryContact: ContactForm & { password: string; confirmPassword: string };
  partnershipType: string;
  geographicCoverage: string[];
  industryFocus: string[];
  expectedDeals: string;
  currentClients: string[];
  hasSecondaryContact: boolean;
  secondaryContact: ContactForm;
  technicalCapabilities: string[];
  teamStrength: { finance: string; technical: string; sales: string };
  certifications: string[];
  currentTechnology: string;
  /** From a claim link: the company's LinkedIn page and country (not edited in the wizard). */
  linkedinUrl: string;
  country: string;
  partnerOnboardingTermsAccepted: boolean;
}

const emptyContact: ContactForm = { name: "", title: "", email: "", phone: "", linkedinUrl: "" };

export const emptyWizard: WizardForm = {
  companyName: "",
  website: "",
  industry: "",
  customIndustry: "",
  companySize: "",
  annualRevenue: "",
  gstTaxId: "",
  primaryContact: { ...emptyContact, password: "", confirmPassword: "" },
  partnershipType: "",
  geographicCoverage: [],
  industryFocus: [],
  expectedDeals: "",
  currentClients: [""],
  hasSecondaryContact: false,
  secondaryContact: emptyContact,
  technicalCapabilities: [],
  teamStrength: { finance: "", technical: "", sales: "" },
  certifications: [],
  currentTechnology: "",
  linkedinUrl: "",
  country: "",
  partnerOnboardingTermsAccepted: false,
};

export const wizardSteps = [
  "Basic Information",
  "Partnership Details",
  "Capabilities Assessment",
  "Agreement & Terms",
] as const;

/** A team size as typed: empty stays empty (required), anything else not a number becomes 0. */
export function teamSizeInput(raw: string): string {
  if (raw.trim() === "") return "";
  const value = Number(raw);
  return Number.isNaN(value) ? "0" : raw.trim();
}
const teamSize = (raw: string) => (raw.trim() === "" ? undefined : Number(raw));

const stepInput = (form: WizardForm) => [
  {
    companyName: form.companyName,
    website: form.website.trim(),
    industry: form.industry,
    customIndustry: form.industry === "Other" ? form.customIndustry : "",
    companySize: form.companySize,
    annualRevenue: form.annualRevenue,
    gstTaxId: form.gstTaxId,
    primaryContact: form.primaryContact,
  },
  {
    partnershipType: form.partnershipType,
    geographicCoverage: form.geographicCoverage,
    industryFocus: form.industryFocus,
    expectedDeals: form.expectedDeals,
    currentClients: form.currentClients,
    secondaryContact: form.hasSecondaryContact ? form.secondaryContact : emptyContact,
  },
  {
    technicalCapabilities: form.technicalCapabilities,
    teamStrength: {
      finance: teamSize(form.teamStrength.finance),
      technical: teamSize(form.teamStrength.technical),
      sales: teamSize(form.teamStrength.sales),
    },
    certifications: form.certifications,
    currentTechnology: form.currentTechnology,
  },
  { partnerOnboardingTermsAccepted: form.partnerOnboardingTermsAccepted },
];
/** Each step's fields, by the form's (and the registration's) top-level keys. */
export const stepFields = [
  [
    "companyName",
    "website",
    "industry",
    "customIndustry",
    "companySize",
    "annualRevenue",
    "gstTaxId",
    "primaryContact",
  ],
  [
    "partnershipType",
    "geographicCoverage",
    "industryFocus",
    "expectedDeals",
    "currentClients",
    "secondaryContact",
  ],
  ["technicalCapabilities", "teamStrength", "certifications", "currentTechnology"],
  ["partnerOnboardingTermsAccepted"],
] as const satisfies readonly (readonly (keyof WizardForm)[])[];

/** What the wizard's checked form gives: the four steps' values. */
export type CheckedWizard = Omit<WizardValues, "linkedinUrl" | "country">;

let formSchema: Promise<z.ZodType<CheckedWizard, WizardForm>> | undefined;

/** The schema of the whole form (the four steps' rules over the form's state), loaded once. */
export const loadWizardFormSchema = () =>
  (formSchema ??= loadWizardSchemas().then(
    ({ wizardFormSchema }) =>
      wizardFormSchema((form: WizardForm) => Object.assign({}, ...stepInput(form))) as z.ZodType<
        CheckedWizard,
        WizardForm
      >,
    (error: unknown) => {
      // A failed download is tried again on the next check.
      formSchema = undefined;
      throw error;
    },
  ));

/** The API payload from the checked form, with the claim's details the wizard does not edit. */
export async function toPayload(
  checked: CheckedWizard,
  form: Pick<WizardForm, "linkedinUrl" | "country">,
  link: { approvalToken?: string; invitationToken?: string },
): Promise<RegistrationPayload> {
  const { toRegistrationPayload } = await loadWizardSchemas();
  const values = {
    ...checked,
    linkedinUrl: form.linkedinUrl.trim() || null,
    country: form.country.trim() || null,
  } satisfies WizardValues;
  return toRegistrationPayload(values, link);
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** The claim link's or invitation's pre-filled data, laid over the empty form. */
export function prefill(data: Record<string, unknown>): WizardForm {
  const contact = (data.primaryContact ?? {}) as Record<string, unknown>;
  const name = [text(data.firstName), text(data.lastName)].filter(Boolean).join(" ");
  const industry = text(data.industry);
  return {
    ...emptyWizard,
    companyName: text(data.companyName),
    website: text(data.website),
    industry: (registrationIndustries as readonly string[]).includes(industry) ? industry : "",
    customIndustry: text(data.customIndustry),
    companySize: text(data.companySize),
    currentTechnology: text(data.currentTechnology),
    linkedinUrl: text(data.linkedinUrl),
    country: text(data.country),
    primaryContact: {
      ...emptyWizard.primaryContact,
      name,
      email: text(data.email) || text(contact.email),
    },
  };
}

export const totalTeamSize = (form: WizardForm) =>
  [form.teamStrength.finance, form.teamStrength.technical, form.teamStrength.sales].reduce(
    (sum, value) => sum + (Number(value) || 0),
    0,
  );
