import type { FieldErrors } from "react-hook-form";
import type { z } from "zod";
import type { claimFormSchema } from "@/lib/validation/claim";
import { claimFieldLabels } from "@/lib/validation/claim-messages";

// The claim's rules are the route's schema (`claimFormSchema`, checked by the form hook). What
// stays here is the page's way of reporting them: the fields in page order (the first refused
// one takes the focus) and the "Please fill in ..." toast naming the required fields left empty.

/** The claim form's element id: what is typed before the form's code arrives is kept by it. */
export const CLAIM_FORM_ID = "claim-form";

/** The claim's schema (zod), loaded when the visitor first enters the form or submits it. */
export const loadClaimSchema = () =>
  import("@/lib/validation/claim").then((module) => module.claimFormSchema);

/** What the claim's inputs hold (an unshown "Specify" field may be absent). */
export type ClaimValues = z.input<typeof claimFormSchema>;
export type ClaimField = keyof ClaimValues;

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
  /** Labels of required fields left empty, in page order. */
  missing: string[];
  firstError: ClaimField | null;
}

/** The refused fields in page order, and which of them are required ones left empty. */
export function reportClaimErrors(
  errors: FieldErrors<ClaimValues>,
  values: Partial<Record<ClaimField, unknown>>,
): ClaimCheck {
  const ordered = claimFieldOrder.filter((field) => errors[field]);
  const isEmpty = (field: ClaimField) => String(values[field] ?? "").trim() === "";
  const missing = ordered
    .filter((field) => field in claimFieldLabels && isEmpty(field))
    .map((field) => claimFieldLabels[field as keyof typeof claimFieldLabels]);
  return { missing, firstError: ordered[0] ?? null };
}

/** 'Please fill in: X', a comma list for 2-3, 'Please fill in N missing fields' beyond. */
export function missingFieldsMessage(labels: readonly string[]): string | null {
  if (labels.length === 0) return null;
  if (labels.length <= 3) return `Please fill in: ${labels.join(", ")}`;
  return `Please fill in ${labels.length} missing fields`;
}
