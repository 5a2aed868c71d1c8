import "server-only";
import { maskLast4 } from "@/lib/validation/bank-accounts";
import { countryName } from "@/lib/validation/countries";
import { certificationText, taxFormRevisions } from "@/lib/validation/tax-form-certifications";
import { taxChoiceLabel } from "@/lib/validation/tax-form-options";
import { w9TinType, type StoredTaxForm } from "@/lib/validation/tax-forms";

// A signed form as the team reads it: every line the partner filled in, labelled as on the
// form, choices in words and countries by name; taxpayer numbers masked (the full TIN is in
// the 1099 export, for a team member signed in with two-factor authentication).

export type TaxFormLine = [label: string, value: string];

type Address = {
  line1: string;
  line2?: string;
  city: string;
  state?: string;
  postalCode: string;
  country: string;
};
const addressText = (a: Address | undefined) =>
  a
    ? [a.line1, a.line2, a.city, a.state, a.postalCode, countryName(a.country)].filter(Boolean).join(", ")
    : "";
const yesNo = (value: boolean | undefined) => (value === undefined ? "" : value ? "Yes" : "No");
const masked = (value: string | undefined) => (value ? maskLast4(value) : "");

function treatyLines(form: Extract<StoredTaxForm, { form: "W-8BEN" | "W-8BEN-E" }>): TaxFormLine[] {
  const claim = form.treatyClaim;
  return [
    ["Treaty country", form.treatyCountry ? countryName(form.treatyCountry) : ""],
    [
      "Treaty claim",
      claim
        ? [
            `Article ${claim.article}${claim.paragraph ? `, paragraph ${claim.paragraph}` : ""}: `,
            `${claim.ratePercent}% on ${claim.incomeType}`,
            claim.conditions ? ` (${claim.conditions})` : "",
          ].join("")
        : "",
    ],
  ];
}

/** The form's lines with something in them, in the form's order. */
export function taxFormLines(form: StoredTaxForm): TaxFormLine[] {
  const lines: TaxFormLine[] = [["Name (line 1)", form.legalName]];
  if (form.form === "W-9") {
    lines.push(
      ["Name as on the IRS record", form.irsName ?? ""],
      ["Business name (line 2)", form.businessName ?? ""],
      ["Business name as on the IRS record", form.irsBusinessName ?? ""],
      ["Federal tax classification (line 3a)", taxChoiceLabel("taxClassification", form.taxClassification)],
      ["LLC tax classification", taxChoiceLabel("llcClassification", form.llcClassification)],
      ["Other classification", form.otherClassification ?? ""],
      ["Foreign partners, owners or beneficiaries (line 3b)", yesNo(form.foreignPartners)],
      ["Exempt payee code (line 4)", form.exemptPayeeCode ?? ""],
      ["FATCA exemption code (line 4)", form.fatcaExemptionCode ?? ""],
      ["Address (lines 5 and 6)", addressText(form.address)],
      [`Taxpayer identification number (${w9TinType(form)})`, masked(form.tin)],
    );
  } else if (form.form === "W-8BEN") {
    lines.push(
      ["Country of citizenship (line 2)", countryName(form.countryOfCitizenship)],
      ["Permanent residence address (line 3)", addressText(form.address)],
      ["Mailing address (line 4)", addressText(form.mailingAddress)],
      ["US taxpayer identification number (line 5)", masked(form.usTin)],
      ["Foreign tax identifying number (line 6a)", masked(form.foreignTin)],
      ["Foreign TIN not legally required (line 6b)", form.foreignTinNotRequired ? "Yes" : ""],
      ["Reference number (line 7)", form.referenceNumber ?? ""],
      ["Date of birth (line 8)", form.dateOfBirth],
      ...treatyLines(form),
    );
  } else {
    lines.push(
      ["Country of incorporation (line 2)", countryName(form.countryOfIncorporation)],
      // Forms signed before line 4 was asked in full kept a shorter entity type.
      ["Entity type", (form as { entityType?: string }).entityType ?? ""],
      ["Disregarded entity receiving the payment (line 3)", form.disregardedEntityName ?? ""],
      ["Chapter 3 status (line 4)", taxChoiceLabel("chapter3Status", form.chapter3Status)],
      ["Hybrid making a treaty claim", yesNo(form.hybridTreatyClaim)],
      ["Chapter 4 (FATCA) status (line 5)", taxChoiceLabel("fatcaStatus", form.fatcaStatus)],
      ["Permanent residence address (line 6)", addressText(form.address)],
      ["Mailing address (line 7)", addressText(form.mailingAddress)],
      ["US taxpayer identification number (line 8)", masked(form.usTin)],
      ["GIIN (line 9a)", form.giin ?? ""],
      ["Foreign tax identifying number (line 9b)", masked(form.foreignTin)],
      ["Foreign TIN not legally required (line 9c)", form.foreignTinNotRequired ? "Yes" : ""],
      ["Reference number (line 10)", form.referenceNumber ?? ""],
      ...treatyLines(form),
      [
        "Limitation on benefits (line 14b)",
        form.limitationOnBenefits === "other"
          ? `Other: ${form.limitationOnBenefitsOther ?? ""}`
          : taxChoiceLabel("limitationOnBenefits", form.limitationOnBenefits),
      ],
    );
  }
  const signature = form.signature;
  lines.push(["Signed by", signature.name], ["Capacity", signature.capacity ?? ""], ["Date", signature.date]);
  return lines.filter(([, value]) => value !== "");
}

/** What the signer certified and under which revision (null on forms signed before both were kept). */
export function taxFormCertification(form: StoredTaxForm): { text: string | null; revision: string | null } {
  return { text: form.signature.certification ?? null, revision: form.signature.revision ?? null };
}

/** The form as stored: what was signed with the certification text and revision shown then. */
export function withCertification<T extends { form: StoredTaxForm["form"]; signature: object }>(input: T) {
  return {
    ...input,
    signature: {
      ...input.signature,
      certification: certificationText(input.form),
      revision: taxFormRevisions[input.form],
    },
  };
}
