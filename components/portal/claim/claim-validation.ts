import { claimFieldLabels } from "@/lib/validation/claim-messages";

/**
 * The claim's schema (zod), loaded when the visitor first enters the form, and a
 * submit that comes first waits for it.
 */
export const loadClaimSchema = () =>
  import("@/lib/validation/claim").then((module) => module.claimFormSchema);

export type ClaimValues = {
  firstName: string;
  lastName: string;
  companyEmail: string;
  companyName: string;
  website: string;
  companySize: string;
  industry: string;
  customIndustry: string;
  country: string;
  customCountry: string;
  linkedinUrl: string;
  currentTechnology: string;
  whyJoin: string;
  additionalInfo: string;
};
export type ClaimField = keyof ClaimValues;

export const emptyClaim: ClaimValues = {
  firstName: "",
  lastName: "",
  companyEmail: "",
  companyName: "",
  website: "",
  companySize: "",
  industry: "",
  customIndustry: "",
  country: "",
  customCountry: "",
  linkedinUrl: "",
  currentTechnology: "",
  whyJoin: "",
  additionalInfo: "",
};

/** The order of the fields on the page: the first error in it receives focus. */
export const claimFieldOrder: readonly ClaimField[] = [
  "firstName",
  "lastName",
  "companyEmail",
  "companyName",
  "website",
  "companySize",
  "industry",
  "customIndustry",
  "country",
  "customCountry",
  "linkedinUrl",
  "currentTechnology",
  "whyJoin",
  "additionalInfo",
];

export interface ClaimCheck {
  errors: Partial<Record<ClaimField, string>>;
  /** Labels of required fields left empty, in page order. */
  missing: string[];
  firstError: ClaimField | null;
}

/**
 * Field messages from the shared schema. Any error blocks submission, a
 * single one included (see `isBlocked`).
 */
export async function checkClaim(values: ClaimValues): Promise<ClaimCheck> {
  const parsed = (await loadClaimSchema()).safeParse(values);
  const errors: Partial<Record<ClaimField, string>> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as ClaimField;
      errors[field] ??= issue.message;
    }
  }
  const ordered = claimFieldOrder.filter((field) => errors[field]);
  const missing = ordered
    .filter((field) => field in claimFieldLabels && values[field].trim() === "")
    .map((field) => claimFieldLabels[field as keyof typeof claimFieldLabels]);
  return { errors, missing, firstError: ordered[0] ?? null };
}

export const isBlocked = (check: ClaimCheck) => check.firstError !== null;

/** 'Please fill in: X', a comma list for 2-3, 'Please fill in N missing fields' beyond. */
export function missingFieldsMessage(labels: readonly string[]): string | null {
  if (labels.length === 0) return null;
  if (labels.length <= 3) return `Please fill in: ${labels.join(", ")}`;
  return `Please fill in ${labels.length} missing fields`;
}
