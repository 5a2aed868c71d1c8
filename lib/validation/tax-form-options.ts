// The tax forms' choices, without zod: the Settings form lists them in the browser, and
// lib/validation/tax-forms.ts validates against them on the server.

export const taxFormTypes = ["W-9", "W-8BEN", "W-8BEN-E"] as const;
export type TaxFormType = (typeof taxFormTypes)[number];

export const taxClassifications = [
  "individual",
  "c_corporation",
  "s_corporation",
  "partnership",
  "trust_estate",
  "llc",
] as const;

export const entityTypes = ["corporation", "partnership", "trust", "estate", "government", "other"] as const;
