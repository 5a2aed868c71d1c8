import "@/lib/validation/zod-jitless";
import { z } from "zod";
import { normaliseUsTin } from "./bank-accounts";
import { singleLineText } from "./text";
import { entityTypes, taxClassifications, taxFormTypes, type TaxFormType } from "./tax-form-options";

export { entityTypes, taxClassifications, taxFormTypes, type TaxFormType };

// Tax forms a partner signs in the portal (POST /api/partners/tax-form): a W-9 for a US
// person, a W-8BEN for a foreign individual, a W-8BEN-E for a foreign entity. Field names are
// part of the API. Signed by typing the name; the signature's date is the day of signing.

export const taxFormMessages = {
  body: "Send a tax form: form W-9, W-8BEN or W-8BEN-E and its fields.",
  form: "Choose a tax form: W-9, W-8BEN or W-8BEN-E.",
  legalName: "Enter the legal name as it appears on tax records (up to 140 characters).",
  businessName: "Please keep the business name under 140 characters, on one line.",
  taxClassification:
    "Choose a tax classification: individual, c_corporation, s_corporation, partnership, trust_estate or llc.",
  tin: "Enter a 9-digit SSN or EIN that can exist (an SSN never starts 000, 666 or 9).",
  line1: "Enter the street address (up to 140 characters).",
  line2: "Please keep the second address line under 140 characters, on one line.",
  city: "Enter the city (up to 80 characters).",
  state: "Enter the state or region (up to 80 characters).",
  postalCode: "Enter the postal code (up to 20 characters).",
  country: "Enter the country as a two-letter ISO code, such as DE.",
  w9Country: "A W-9 is for a US person: its address must be in the US (country US).",
  w8Country: "A W-8 form is for a foreign person: a US address needs a W-9.",
  foreignTin: "Please keep the foreign tax number under 40 characters, on one line.",
  dateOfBirth: "Enter the date of birth as a date such as 1980-04-30 (at least 16 years ago).",
  entityType: "Choose the entity type: corporation, partnership, trust, estate, government or other.",
  signatureName: "Sign by typing your full name (up to 140 characters).",
  signatureDate: "The signature's date is today's date (YYYY-MM-DD).",
  reason: "Give the reason for the rejection (up to 500 characters); the partner reads it.",
  notOnFile: "No tax form is on file yet.",
  notSubmitted: "Only a submitted, current tax form can be rejected.",
} as const;

const country = z
  .string(taxFormMessages.country)
  .transform((value) => value.trim().toUpperCase())
  .refine((value) => /^[A-Z]{2}$/.test(value), taxFormMessages.country);
const line = (max: number, message: string, required = true) =>
  singleLineText(max, { required: required ? message : undefined, tooLong: message, invalid: message });

const address = z.strictObject({
  line1: line(140, taxFormMessages.line1),
  line2: line(140, taxFormMessages.line2, false).optional(),
  city: line(80, taxFormMessages.city),
  state: line(80, taxFormMessages.state),
  postalCode: line(20, taxFormMessages.postalCode),
  country,
});
const foreignAddress = address.extend({ state: line(80, taxFormMessages.state, false).optional() });

// A day either side of the server's date: the signer's time zone may be ahead or behind UTC.
const isAroundToday = (value: string) => {
  const day = Date.parse(`${value}T00:00:00Z`);
  return (
    Number.isFinite(day) && Math.abs(day - Date.parse(new Date().toISOString().slice(0, 10))) <= 86_400_000
  );
};
const signature = z.strictObject({
  name: line(140, taxFormMessages.signatureName),
  date: z.iso.date(taxFormMessages.signatureDate).refine(isAroundToday, taxFormMessages.signatureDate),
});
const legalName = line(140, taxFormMessages.legalName);
const foreignTin = line(40, taxFormMessages.foreignTin, false).optional();

const w9 = z
  .strictObject({
    form: z.literal("W-9"),
    legalName,
    businessName: line(140, taxFormMessages.businessName, false).optional(),
    taxClassification: z.enum(taxClassifications, taxFormMessages.taxClassification),
    address: address.refine((value) => value.country === "US", {
      message: taxFormMessages.w9Country,
      path: ["country"],
    }),
    tin: z.string(taxFormMessages.tin).max(11, taxFormMessages.tin),
    signature,
  })
  // An individual's number is an SSN, anyone else's an EIN: each has its own impossible values.
  .transform((value, ctx) => {
    const tin = normaliseUsTin(value.tin, value.taxClassification === "individual" ? "ssn" : "ein");
    if (!tin) {
      ctx.addIssue({ code: "custom", path: ["tin"], message: taxFormMessages.tin });
      return z.NEVER;
    }
    return { ...value, tin };
  });

const notUs = (value: { country: string }) => value.country !== "US";
const isAdult = (value: string) => {
  const born = Date.parse(`${value}T00:00:00Z`);
  return value >= "1900-01-01" && Number.isFinite(born) && Date.now() - born >= 16 * 365.25 * 86_400_000;
};

const w8ben = z.strictObject({
  form: z.literal("W-8BEN"),
  legalName,
  countryOfCitizenship: country,
  address: foreignAddress.refine(notUs, { message: taxFormMessages.w8Country, path: ["country"] }),
  foreignTin,
  dateOfBirth: z.iso.date(taxFormMessages.dateOfBirth).refine(isAdult, taxFormMessages.dateOfBirth),
  treatyCountry: country.optional(),
  signature,
});

const w8bene = z.strictObject({
  form: z.literal("W-8BEN-E"),
  legalName,
  countryOfIncorporation: country,
  entityType: z.enum(entityTypes, taxFormMessages.entityType),
  address: foreignAddress.refine(notUs, { message: taxFormMessages.w8Country, path: ["country"] }),
  foreignTin,
  treatyCountry: country.optional(),
  signature,
});

export const taxFormSchema = z.discriminatedUnion("form", [w9, w8ben, w8bene], {
  error: (issue) =>
    issue.input !== null && typeof issue.input === "object" && !Array.isArray(issue.input)
      ? taxFormMessages.form
      : taxFormMessages.body,
});
export type TaxFormInput = z.infer<typeof taxFormSchema>;

/** POST /api/admin/tax-forms/{id}/reject. */
export const taxFormRejectSchema = z.strictObject(
  {
    reason: singleLineText(500, {
      required: taxFormMessages.reason,
      tooLong: taxFormMessages.reason,
      invalid: taxFormMessages.reason,
    }),
  },
  { error: (issue) => (issue.code === "invalid_type" ? taxFormMessages.reason : undefined) },
);

export const tax1099Messages = {
  year: "Give the tax year as ?year=YYYY, from 2000 to this year.",
  tin: "Use ?tin=full for full TINs, or leave it out for masked ones.",
  fullTinTwoFactor:
    "Full TINs are shown only to a team member signed in with two-factor authentication; turn it on and sign in again.",
} as const;

/** GET /api/admin/tax/1099: the tax year and whether TINs are asked for in full. */
export const tax1099QuerySchema = z.strictObject({
  year: z
    .string(tax1099Messages.year)
    .regex(/^\d{4}$/, tax1099Messages.year)
    .transform(Number)
    .refine((year) => year >= 2000 && year <= new Date().getUTCFullYear(), tax1099Messages.year),
  tin: z.literal("full", tax1099Messages.tin).optional(),
});
