import { describe, expect, it } from "vitest";
import { taxFormMessages as m, taxFormSchema } from "./tax-forms";

// The tax forms' fields as on the IRS's current revisions: what each requires, what it
// requires only in some cases, and a refusal that names every failing field at once.

const today = () => new Date().toISOString().slice(0, 10);
const us = { line1: "1 Main St", city: "Austin", state: "TX", postalCode: "78701", country: "US" };
const gb = { line1: "1 Strand", city: "London", postalCode: "WC2N 5HR", country: "GB" };
const w9 = (fields: Record<string, unknown> = {}) => ({
  form: "W-9",
  legalName: "Contoso LLC",
  taxClassification: "llc",
  llcClassification: "P",
  address: us,
  tin: "12-3456789",
  signature: { name: "Pat Partner", date: today() },
  ...fields,
});
const w8ben = (fields: Record<string, unknown> = {}) => ({
  form: "W-8BEN",
  legalName: "Ada Lovelace",
  countryOfCitizenship: "GB",
  address: gb,
  foreignTin: "AB123456C",
  dateOfBirth: "1985-12-10",
  signature: { name: "Ada Lovelace", date: today(), capacity: "Beneficial owner" },
  ...fields,
});
const w8bene = (fields: Record<string, unknown> = {}) => ({
  form: "W-8BEN-E",
  legalName: "Contoso Ltd",
  countryOfIncorporation: "GB",
  chapter3Status: "corporation",
  fatcaStatus: "active_nffe",
  address: gb,
  foreignTinNotRequired: true,
  signature: { name: "Ada Lovelace", date: today(), capacity: "Director" },
  ...fields,
});

/** The refusal's messages by field path, as the API's `errors` carries them. */
function errors(body: unknown): Record<string, string> {
  const result = taxFormSchema.safeParse(body);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("W-9", () => {
  it("accepts a complete form and keeps its new lines", () => {
    const parsed = taxFormSchema.parse(
      w9({ foreignPartners: true, exemptPayeeCode: "5", fatcaExemptionCode: "C" }),
    );
    expect(parsed).toMatchObject({
      llcClassification: "P",
      foreignPartners: true,
      exemptPayeeCode: "5",
      tin: "123456789",
    });
  });

  it("asks an LLC for its tax classification, and no one else", () => {
    expect(errors(w9({ llcClassification: undefined }))).toEqual({ llcClassification: m.llcClassification });
    expect(errors(w9({ llcClassification: "X" }))).toEqual({ llcClassification: m.llcClassification });
    expect(errors(w9({ taxClassification: "partnership" }))).toEqual({
      llcClassification: m.llcClassificationOnlyLlc,
    });
  });

  it("answers line 3b only for a partnership, trust/estate or LLC taxed as a partnership", () => {
    expect(
      errors(w9({ taxClassification: "partnership", llcClassification: undefined, foreignPartners: false })),
    ).toEqual({});
    expect(errors(w9({ llcClassification: "C", foreignPartners: true }))).toEqual({
      foreignPartners: m.foreignPartners,
    });
    expect(errors(w9({ foreignPartners: "yes" }))).toEqual({ foreignPartners: m.foreignPartners });
  });

  it("checks line 4's codes and describes an other classification", () => {
    expect(errors(w9({ exemptPayeeCode: "14", fatcaExemptionCode: "N" }))).toEqual({
      exemptPayeeCode: m.exemptPayeeCode,
      fatcaExemptionCode: m.fatcaExemptionCode,
    });
    expect(
      errors(
        w9({
          taxClassification: "individual",
          llcClassification: undefined,
          tin: "123-45-6789",
          exemptPayeeCode: "1",
        }),
      ),
    ).toEqual({ exemptPayeeCode: m.exemptPayeeIndividual });
    expect(errors(w9({ taxClassification: "other", llcClassification: undefined }))).toEqual({
      otherClassification: m.otherClassification,
    });
  });

  it("names every missing field at once", () => {
    expect(errors({ form: "W-9", taxClassification: "llc", tin: "1" })).toEqual({
      legalName: m.legalName,
      address: m.address,
      signature: m.signature,
      llcClassification: m.llcClassification,
      tin: m.tin,
    });
  });
});

describe("W-8BEN", () => {
  it("accepts lines 4 to 10 and the signer's capacity", () => {
    const parsed = taxFormSchema.parse(
      w8ben({
        mailingAddress: { ...us, line1: "PO Box 1" },
        usTin: "912-70-1234",
        referenceNumber: "REF-7",
        treatyCountry: "GB",
        treatyClaim: { article: "7", ratePercent: 0, incomeType: "Business profits" },
      }),
    );
    expect(parsed).toMatchObject({ usTin: "912701234", treatyClaim: { article: "7", ratePercent: 0 } });
    expect(parsed.signature).toMatchObject({ capacity: "Beneficial owner" });
  });

  it("needs a foreign TIN or the statement that none is required (6a or 6b), not both", () => {
    expect(errors(w8ben({ foreignTin: undefined }))).toEqual({ foreignTin: m.foreignTinNeeded });
    expect(errors(w8ben({ foreignTin: undefined, foreignTinNotRequired: true }))).toEqual({});
    expect(errors(w8ben({ foreignTinNotRequired: true }))).toEqual({
      foreignTinNotRequired: m.foreignTinBoth,
    });
  });

  it("ties a treaty claim to its country and checks its rate", () => {
    const claim = { article: "12", ratePercent: 31, incomeType: "Royalties" };
    expect(errors(w8ben({ treatyClaim: claim }))).toEqual({
      "treatyClaim.ratePercent": m.treatyRate,
      treatyCountry: m.treatyClaimCountry,
    });
  });

  it("names every missing field at once, with the signer's capacity", () => {
    expect(errors({ form: "W-8BEN", signature: { name: "Ada", date: today() } })).toEqual({
      legalName: m.legalName,
      countryOfCitizenship: m.country,
      address: m.address,
      dateOfBirth: m.dateOfBirth,
      "signature.capacity": m.signatureCapacity,
      foreignTin: m.foreignTinNeeded,
    });
  });
});

describe("W-8BEN-E", () => {
  it("accepts the chapter 3 and 4 statuses, line 3, the GIIN and line 14b", () => {
    const parsed = taxFormSchema.parse(
      w8bene({
        disregardedEntityName: "Contoso Payments Branch",
        chapter3Status: "partnership",
        hybridTreatyClaim: false,
        fatcaStatus: "participating_ffi",
        giin: "98q96b.00000.le.250",
        treatyCountry: "GB",
        limitationOnBenefits: "publicly_traded_corporation",
      }),
    );
    expect(parsed).toMatchObject({ giin: "98Q96B.00000.LE.250", chapter3Status: "partnership" });
  });

  it("requires what the chosen statuses require", () => {
    expect(errors(w8bene({ chapter3Status: "grantor_trust", fatcaStatus: "reporting_model_2_ffi" }))).toEqual(
      {
        hybridTreatyClaim: m.hybridTreatyClaim,
        giin: m.giinRequired,
      },
    );
    expect(errors(w8bene({ hybridTreatyClaim: true }))).toEqual({ hybridTreatyClaim: m.hybridOnly });
    expect(errors(w8bene({ treatyCountry: "GB" }))).toEqual({ limitationOnBenefits: m.limitationOnBenefits });
    expect(errors(w8bene({ treatyCountry: "GB", limitationOnBenefits: "other" }))).toEqual({
      limitationOnBenefitsOther: m.limitationOnBenefitsOther,
    });
    expect(errors(w8bene({ giin: "98Q96B-00000-LE-250" }))).toEqual({ giin: m.giin });
  });

  it("offers the form's whole chapter 3 list and a required chapter 4 status", () => {
    for (const status of ["estate", "central_bank_of_issue", "private_foundation", "complex_trust"])
      expect(errors(w8bene({ chapter3Status: status }))).toEqual({});
    expect(errors(w8bene({ chapter3Status: "llc", fatcaStatus: undefined }))).toEqual({
      chapter3Status: m.chapter3Status,
      fatcaStatus: m.fatcaStatus,
    });
  });
});
