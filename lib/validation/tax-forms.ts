import "@/lib/validation/zod-jitless";
import { z } from "zod";
import { w9Tin, type UsTinType } from "./bank-accounts";
import { isIrsName } from "./irs-names";
import { isCountryCode } from "./countries";
import { tax1099Messages, taxFormMessages } from "./tax-form-messages";
import {
  chapter3Statuses,
  exemptPayeeCodes,
  fatcaExemptionCodes,
  fatcaStatuses,
  giinStatuses,
  hybridStatuses,
  limitationOnBenefits,
  llcClassifications,
  taxClassifications,
  taxFormTypes,
  type TaxFormType,
} from "./tax-form-options";
import { singleLineText } from "./text";

export { tax1099Messages, taxFormMessages, taxFormTypes, type TaxFormType };

// Tax forms a partner signs in the portal (POST /api/partners/tax-form): a W-9 for a US
// person, a W-8BEN for a foreign individual, a W-8BEN-E for a foreign entity, with the fields
// of the forms' current revisions, named after their lines. A field the form asks for only
// in some cases is required (or refused) in exactly those cases. A refusal names every
// missing or invalid field at once: the conditional checks run even when a field already
// failed. Signed by typing the name; the date is the day of signing; the server adds the
// certification text and the form's revision (lib/validation/tax-form-certifications.ts).

const m = taxFormMessages;
const country = z
  .string(m.country)
  .transform((value) => value.trim().toUpperCase())
  .refine(isCountryCode, m.country);
const line = (max: number, message: string, required = true) =>
  singleLineText(max, { required: required ? message : undefined, tooLong: message, invalid: message });
const flag = (message: string) => z.boolean(message).optional();

const objectError = (message: string) => ({
  error: (issue: { code: string }) => (issue.code === "invalid_type" ? message : undefined),
});
const address = z.strictObject(
  {
    line1: line(140, m.line1),
    line2: line(140, m.line2, false).optional(),
    city: line(80, m.city),
    state: line(80, m.state),
    postalCode: line(20, m.postalCode),
    country,
  },
  objectError(m.address),
);
const foreignAddress = address.extend({ state: line(80, m.state, false).optional() });
const mailingAddress = z.strictObject(foreignAddress.shape, objectError(m.mailingAddress));
const notUs = (value: { country: string }) => value.country !== "US";
const permanentAddress = foreignAddress.refine(notUs, { message: m.w8Country, path: ["country"] });

// A day either side of the server's date: the signer's time zone may be ahead or behind UTC.
const isAroundToday = (value: string) => {
  const day = Date.parse(`${value}T00:00:00Z`);
  return (
    Number.isFinite(day) && Math.abs(day - Date.parse(new Date().toISOString().slice(0, 10))) <= 86_400_000
  );
};
const signature = z.strictObject(
  {
    name: line(140, m.signatureName),
    date: z.iso.date(m.signatureDate).refine(isAroundToday, m.signatureDate),
  },
  objectError(m.signature),
);
/** W-8 forms: the signer says in which capacity they sign (the beneficial owner, or for it). */
const w8Signature = signature.extend({ capacity: line(80, m.signatureCapacity) });
const legalName = line(140, m.legalName);
const foreignTin = line(40, m.foreignTin, false).optional();
const usTin = z
  .string(m.usTin)
  .max(11, m.usTin)
  .transform((value, ctx) => {
    const digits = value.replace(/[\s-]/g, "");
    if (/^\d{9}$/.test(digits) && !/^(000|666)/.test(digits)) return digits;
    ctx.addIssue({ code: "custom", message: m.usTin });
    return z.NEVER;
  })
  .optional();

/** W-8BEN line 10 and W-8BEN-E line 15: special rates and conditions of a treaty. */
const treatyClaim = z.strictObject(
  {
    article: line(20, m.treatyArticle),
    paragraph: line(20, m.treatyParagraph, false).optional(),
    ratePercent: z.number(m.treatyRate).min(0, m.treatyRate).max(30, m.treatyRate),
    incomeType: line(80, m.treatyIncomeType),
    conditions: z.string(m.treatyConditions).max(500, m.treatyConditions).optional(),
  },
  objectError(m.treatyClaim),
);

type Ctx = z.RefinementCtx;
type Loose = Record<string, unknown>;
const issue = (ctx: Ctx, path: (string | number)[], message: string) =>
  ctx.addIssue({ code: "custom", path, message });
// The checks below see the input as parsed so far (a field may have failed): they read it loosely.
const always = { when: () => true };

/** W-8 line 6a/6b (W-8BEN) and 9b/9c (W-8BEN-E): a foreign TIN, or a statement none is required. */
function checkForeignTin(value: Loose, ctx: Ctx) {
  const tin = typeof value.foreignTin === "string" && value.foreignTin.trim() !== "";
  if (!tin && value.foreignTinNotRequired !== true) issue(ctx, ["foreignTin"], m.foreignTinNeeded);
  if (tin && value.foreignTinNotRequired === true) issue(ctx, ["foreignTinNotRequired"], m.foreignTinBoth);
}
function checkTreaty(value: Loose, ctx: Ctx) {
  if (value.treatyClaim !== undefined && !value.treatyCountry)
    issue(ctx, ["treatyCountry"], m.treatyClaimCountry);
}

const w9 = z
  .strictObject({
    form: z.literal("W-9"),
    legalName,
    // The names as on the IRS's records, when the names as written have other letters.
    irsName: line(140, m.irsNameLetters, false).refine(isIrsName, m.irsNameLetters).optional(),
    businessName: line(140, m.businessName, false).optional(),
    irsBusinessName: line(140, m.irsBusinessNameLetters, false)
      .refine(isIrsName, m.irsBusinessNameLetters)
      .optional(),
    taxClassification: z.enum(taxClassifications, m.taxClassification),
    llcClassification: z.enum(llcClassifications, m.llcClassification).optional(),
    otherClassification: line(80, m.otherClassification, false).optional(),
    foreignPartners: flag(m.foreignPartners),
    exemptPayeeCode: z.enum(exemptPayeeCodes, m.exemptPayeeCode).optional(),
    fatcaExemptionCode: z.enum(fatcaExemptionCodes, m.fatcaExemptionCode).optional(),
    address: address.refine((value) => value.country === "US", { message: m.w9Country, path: ["country"] }),
    tin: z.string(m.tin).max(11, m.tin),
    signature,
  })
  .superRefine((value: Loose, ctx) => {
    const classification = value.taxClassification;
    if (classification === "llc" && value.llcClassification === undefined)
      issue(ctx, ["llcClassification"], m.llcClassification);
    if (classification !== "llc" && value.llcClassification !== undefined)
      issue(ctx, ["llcClassification"], m.llcClassificationOnlyLlc);
    if (classification === "other" && !value.otherClassification)
      issue(ctx, ["otherClassification"], m.otherClassification);
    const passThrough =
      classification === "partnership" ||
      classification === "trust_estate" ||
      (classification === "llc" && value.llcClassification === "P");
    if (value.foreignPartners !== undefined && !passThrough)
      issue(ctx, ["foreignPartners"], m.foreignPartners);
    if (classification === "individual" && value.exemptPayeeCode !== undefined)
      issue(ctx, ["exemptPayeeCode"], m.exemptPayeeIndividual);
    // An individual's number is an SSN or an ITIN, anyone else's an EIN: each has its own
    // impossible values. (A missing or overlong one has its message already.)
    if (
      typeof value.tin === "string" &&
      value.tin.length <= 11 &&
      !w9Tin(value.tin, classification === "individual")
    )
      issue(ctx, ["tin"], m.tin);
    const named = (name: unknown) => typeof name !== "string" || name.trim() === "" || isIrsName(name);
    if (!named(value.legalName) && value.irsName === undefined) issue(ctx, ["irsName"], m.irsNameNeeded);
    if (!named(value.businessName) && value.irsBusinessName === undefined)
      issue(ctx, ["irsBusinessName"], m.irsBusinessNameNeeded);
  }, always)
  .transform((value) => ({ ...value, ...w9Tin(value.tin, value.taxClassification === "individual")! }));

const isAdult = (value: string) => {
  const born = Date.parse(`${value}T00:00:00Z`);
  return value >= "1900-01-01" && Number.isFinite(born) && Date.now() - born >= 16 * 365.25 * 86_400_000;
};

const w8ben = z
  .strictObject({
    form: z.literal("W-8BEN"),
    legalName,
    countryOfCitizenship: country,
    address: permanentAddress,
    mailingAddress: mailingAddress.optional(),
    usTin,
    foreignTin,
    foreignTinNotRequired: flag(m.foreignTinNotRequired),
    referenceNumber: line(40, m.referenceNumber, false).optional(),
    dateOfBirth: z.iso.date(m.dateOfBirth).refine(isAdult, m.dateOfBirth),
    treatyCountry: country.optional(),
    treatyClaim: treatyClaim.optional(),
    signature: w8Signature,
  })
  .superRefine((value: Loose, ctx) => {
    checkForeignTin(value, ctx);
    checkTreaty(value, ctx);
  }, always);

const GIIN = /^[A-NP-Z0-9]{6}\.[A-NP-Z0-9]{5}\.[A-Z]{2}\.\d{3}$/;

const w8bene = z
  .strictObject({
    form: z.literal("W-8BEN-E"),
    legalName,
    countryOfIncorporation: country,
    disregardedEntityName: line(140, m.disregardedEntityName, false).optional(),
    chapter3Status: z.enum(chapter3Statuses, m.chapter3Status),
    hybridTreatyClaim: flag(m.hybridTreatyClaim),
    fatcaStatus: z.enum(fatcaStatuses, m.fatcaStatus),
    address: permanentAddress,
    mailingAddress: mailingAddress.optional(),
    usTin,
    giin: z
      .string(m.giin)
      .transform((value) => value.trim().toUpperCase())
      .refine((value) => GIIN.test(value), m.giin)
      .optional(),
    foreignTin,
    foreignTinNotRequired: flag(m.foreignTinNotRequired),
    referenceNumber: line(40, m.referenceNumber, false).optional(),
    treatyCountry: country.optional(),
    limitationOnBenefits: z.enum(limitationOnBenefits, m.limitationOnBenefits).optional(),
    limitationOnBenefitsOther: line(80, m.limitationOnBenefitsOther, false).optional(),
    treatyClaim: treatyClaim.optional(),
    signature: w8Signature,
  })
  .superRefine((value: Loose, ctx) => {
    checkForeignTin(value, ctx);
    checkTreaty(value, ctx);
    const hybrid = typeof value.chapter3Status === "string" && hybridStatuses.includes(value.chapter3Status);
    if (hybrid && value.hybridTreatyClaim === undefined)
      issue(ctx, ["hybridTreatyClaim"], m.hybridTreatyClaim);
    if (!hybrid && value.hybridTreatyClaim !== undefined) issue(ctx, ["hybridTreatyClaim"], m.hybridOnly);
    if (typeof value.fatcaStatus === "string" && giinStatuses.includes(value.fatcaStatus) && !value.giin)
      issue(ctx, ["giin"], m.giinRequired);
    // Line 14b: a treaty claim (line 14a) names the limitation on benefits provision met.
    if (value.treatyCountry && value.limitationOnBenefits === undefined)
      issue(ctx, ["limitationOnBenefits"], m.limitationOnBenefits);
    if (value.limitationOnBenefits === "other" && !value.limitationOnBenefitsOther)
      issue(ctx, ["limitationOnBenefitsOther"], m.limitationOnBenefitsOther);
  }, always);

export const taxFormSchema = z.discriminatedUnion("form", [w9, w8ben, w8bene], {
  error: (issue) =>
    issue.input !== null && typeof issue.input === "object" && !Array.isArray(issue.input) ? m.form : m.body,
});
export type TaxFormInput = z.infer<typeof taxFormSchema>;

/**
 * A form as stored: what was signed, with the certification text and the form's revision. A
 * W-9 signed before TIN kinds were stored has none (w9TinType reads it from the number).
 */
export type StoredTaxForm = (
  | (Omit<Extract<TaxFormInput, { form: "W-9" }>, "tinType"> & { tinType?: UsTinType })
  | Exclude<TaxFormInput, { form: "W-9" }>
) & {
  signature: TaxFormInput["signature"] & { capacity?: string; certification?: string; revision?: string };
};

type StoredW9 = Extract<StoredTaxForm, { form: "W-9" }>;

/** A W-9's kind of TIN; a form signed before the kind was stored has it read from the number. */
export function w9TinType(form: StoredW9): UsTinType {
  return (
    form.tinType ??
    w9Tin(form.tin, form.taxClassification === "individual")?.tinType ??
    (form.taxClassification === "individual" ? "SSN" : "EIN")
  );
}

/** POST /api/admin/tax-forms/{id}/reject. */
export const taxFormRejectSchema = z.strictObject(
  {
    reason: singleLineText(500, { required: m.reason, tooLong: m.reason, invalid: m.reason }),
  },
  { error: (issue) => (issue.code === "invalid_type" ? m.reason : undefined) },
);

/** GET /api/admin/tax/1099: the tax year and whether TINs are asked for in full. */
export const tax1099QuerySchema = z.strictObject({
  year: z
    .string(tax1099Messages.year)
    .regex(/^\d{4}$/, tax1099Messages.year)
    .transform(Number)
    .refine((year) => year >= 2000 && year <= new Date().getUTCFullYear(), tax1099Messages.year),
  tin: z.literal("full", tax1099Messages.tin).optional(),
});

/** GET /api/admin/tax/1099/iris: always full TINs; `part` of the year's files (from 1). */
export const tax1099IrisQuerySchema = tax1099QuerySchema.omit({ tin: true }).extend({
  part: z
    .string(tax1099Messages.irisPart)
    .regex(/^[1-9]\d{0,3}$/, tax1099Messages.irisPart)
    .transform(Number)
    .optional(),
});
