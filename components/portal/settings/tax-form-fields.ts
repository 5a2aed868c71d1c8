import { countryOptions } from "@/lib/validation/countries";
import { irsNameCharacters, isIrsName } from "@/lib/validation/irs-names";
import {
  chapter3StatusLabels,
  exemptPayeeCodes,
  fatcaExemptionCodes,
  fatcaStatusLabels,
  giinStatuses,
  hybridStatuses,
  limitationOnBenefitsLabels,
  llcClassificationLabels,
  taxClassificationLabels,
  type TaxFormType,
} from "@/lib/validation/tax-form-options";

// The Settings tax form's fields, form by form in the order of the IRS form's lines, named
// by their API path ("address.city"). A field with `show` appears only when the form asks
// for it; choices are listed in the form's words, countries by name.

export type Values = Record<string, string>;
type Option = { value: string; label: string };
export interface TaxField {
  key: string;
  label: string;
  kind: "text" | "date" | "select" | "yesno" | "checkbox" | "number";
  options?: readonly Option[];
  optional?: boolean;
  hint?: string;
  show?: (values: Values) => boolean;
}

const words = (labels: Record<string, string>): Option[] =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));
const codes = (list: readonly string[]): Option[] => list.map((value) => ({ value, label: value }));
const country = (key: string, label: string, optional = false): TaxField => ({
  key,
  label,
  kind: "select",
  options: countryOptions,
  optional,
});
const address = (prefix: string, us: boolean, show?: (values: Values) => boolean): TaxField[] => [
  { key: `${prefix}.line1`, label: "Street address", kind: "text", show },
  { key: `${prefix}.line2`, label: "Address line 2", kind: "text", optional: true, show },
  { key: `${prefix}.city`, label: "City", kind: "text", show },
  { key: `${prefix}.state`, label: "State or region", kind: "text", optional: !us, show },
  { key: `${prefix}.postalCode`, label: "Postal code", kind: "text", show },
  ...(us ? [] : [{ ...country(`${prefix}.country`, "Country"), show }]),
];
const mailing = (line: string): TaxField[] => [
  {
    key: "hasMailingAddress",
    label: `My mailing address is different (line ${line})`,
    kind: "checkbox",
    optional: true,
  },
  ...address("mailingAddress", false, (values) => values.hasMailingAddress === "on"),
];
const claiming = (values: Values) => values.hasTreatyClaim === "on";
const treaty = (countryLine: string, ratesLine: string): TaxField[] => [
  country(
    "treatyCountry",
    `Treaty country: the beneficial owner is a resident of (line ${countryLine})`,
    true,
  ),
  {
    key: "hasTreatyClaim",
    label: `Claim special rates and conditions (line ${ratesLine})`,
    kind: "checkbox",
    optional: true,
  },
  { key: "treatyClaim.article", label: "Treaty article", kind: "text", show: claiming },
  { key: "treatyClaim.paragraph", label: "Paragraph", kind: "text", optional: true, show: claiming },
  { key: "treatyClaim.ratePercent", label: "Rate of withholding (%)", kind: "number", show: claiming },
  { key: "treatyClaim.incomeType", label: "Type of income", kind: "text", show: claiming },
  {
    key: "treatyClaim.conditions",
    label: "Additional conditions",
    kind: "text",
    optional: true,
    show: claiming,
  },
];
const foreignTins = (tinLine: string, notRequiredLine: string): TaxField[] => [
  {
    key: "foreignTin",
    label: `Foreign tax identifying number (line ${tinLine})`,
    kind: "text",
    optional: true,
    show: (values) => values.foreignTinNotRequired !== "on",
  },
  {
    key: "foreignTinNotRequired",
    label: `My country does not legally require a foreign tax number (line ${notRequiredLine})`,
    kind: "checkbox",
    optional: true,
  },
];

export const taxFormFields: Record<TaxFormType, readonly TaxField[]> = {
  "W-9": [
    { key: "legalName", label: "Name, as on your income tax return (line 1)", kind: "text" },
    {
      key: "irsName",
      label: "Name as on your IRS record, in Latin letters",
      kind: "text",
      hint: `IRS records use ${irsNameCharacters}.`,
      show: (values) => !isIrsName(values.legalName || "a"),
    },
    { key: "businessName", label: "Business name, if different (line 2)", kind: "text", optional: true },
    {
      key: "irsBusinessName",
      label: "Business name as on your IRS record, in Latin letters",
      kind: "text",
      hint: `IRS records use ${irsNameCharacters}.`,
      show: (values) => !isIrsName(values.businessName || "a"),
    },
    {
      key: "taxClassification",
      label: "Federal tax classification (line 3a)",
      kind: "select",
      options: words(taxClassificationLabels),
    },
    {
      key: "llcClassification",
      label: "LLC tax classification",
      kind: "select",
      options: words(llcClassificationLabels),
      show: (values) => values.taxClassification === "llc",
    },
    {
      key: "otherClassification",
      label: "Other classification",
      kind: "text",
      show: (values) => values.taxClassification === "other",
    },
    {
      key: "foreignPartners",
      label: "Any foreign partners, owners or beneficiaries? (line 3b)",
      kind: "yesno",
      optional: true,
      show: (values) =>
        ["partnership", "trust_estate"].includes(values.taxClassification ?? "") ||
        (values.taxClassification === "llc" && values.llcClassification === "P"),
    },
    {
      key: "exemptPayeeCode",
      label: "Exempt payee code, if any (line 4)",
      kind: "select",
      options: codes(exemptPayeeCodes),
      optional: true,
      show: (values) => values.taxClassification !== "individual",
    },
    {
      key: "fatcaExemptionCode",
      label: "FATCA exemption code, if any (line 4)",
      kind: "select",
      options: codes(fatcaExemptionCodes),
      optional: true,
    },
    ...address("address", true),
    { key: "tin", label: "Taxpayer identification number (SSN, ITIN or EIN)", kind: "text" },
  ],
  "W-8BEN": [
    { key: "legalName", label: "Name of individual who is the beneficial owner (line 1)", kind: "text" },
    country("countryOfCitizenship", "Country of citizenship (line 2)"),
    ...address("address", false),
    ...mailing("4"),
    {
      key: "usTin",
      label: "US taxpayer identification number, if any (line 5)",
      kind: "text",
      optional: true,
    },
    ...foreignTins("6a", "6b"),
    { key: "referenceNumber", label: "Reference number (line 7)", kind: "text", optional: true },
    { key: "dateOfBirth", label: "Date of birth (line 8)", kind: "date" },
    ...treaty("9", "10"),
  ],
  "W-8BEN-E": [
    { key: "legalName", label: "Name of organization that is the beneficial owner (line 1)", kind: "text" },
    country("countryOfIncorporation", "Country of incorporation or organization (line 2)"),
    {
      key: "disregardedEntityName",
      label: "Name of disregarded entity receiving the payment, if any (line 3)",
      kind: "text",
      optional: true,
    },
    {
      key: "chapter3Status",
      label: "Chapter 3 status (entity type, line 4)",
      kind: "select",
      options: words(chapter3StatusLabels),
    },
    {
      key: "hybridTreatyClaim",
      label: "Is the entity a hybrid making a treaty claim?",
      kind: "yesno",
      show: (values) => hybridStatuses.includes(values.chapter3Status ?? ""),
    },
    {
      key: "fatcaStatus",
      label: "Chapter 4 (FATCA) status (line 5)",
      kind: "select",
      options: words(fatcaStatusLabels),
    },
    ...address("address", false),
    ...mailing("7"),
    {
      key: "usTin",
      label: "US taxpayer identification number, if required (line 8)",
      kind: "text",
      optional: true,
    },
    {
      key: "giin",
      label: "GIIN (line 9a)",
      kind: "text",
      hint: "Such as 98Q96B.00000.LE.250",
      optional: true,
      show: (values) => giinStatuses.includes(values.fatcaStatus ?? ""),
    },
    ...foreignTins("9b", "9c"),
    { key: "referenceNumber", label: "Reference number (line 10)", kind: "text", optional: true },
    ...treaty("14a", "15"),
    {
      key: "limitationOnBenefits",
      label: "Limitation on benefits provision met (line 14b)",
      kind: "select",
      options: words(limitationOnBenefitsLabels),
      show: (values) => Boolean(values.treatyCountry),
    },
    {
      key: "limitationOnBenefitsOther",
      label: "Other provision: article and paragraph",
      kind: "text",
      show: (values) => Boolean(values.treatyCountry) && values.limitationOnBenefits === "other",
    },
  ],
};

/** The request body: the visible fields' values at their paths (the helper checkboxes left out). */
export function taxFormBody(form: TaxFormType, values: Values): Record<string, unknown> {
  const body: Record<string, unknown> = { form };
  const put = (path: string, value: unknown) => {
    const keys = path.split(".");
    let target = body;
    for (const key of keys.slice(0, -1)) target = (target[key] ??= {}) as Record<string, unknown>;
    target[keys.at(-1)!] = value;
  };
  for (const field of taxFormFields[form]) {
    if (field.show && !field.show(values)) continue;
    if (field.key === "hasMailingAddress" || field.key === "hasTreatyClaim") continue;
    const raw = (values[field.key] ?? "").trim();
    if (field.kind === "checkbox") {
      if (raw === "on") put(field.key, true);
    } else if (field.kind === "yesno") {
      if (raw) put(field.key, raw === "yes");
    } else if (field.kind === "number") {
      if (raw) put(field.key, Number(raw));
    } else if (raw) put(field.key, raw);
  }
  if (form === "W-9") put("address.country", "US");
  // An empty address still goes as one, so each of its missing lines is named.
  body.address ??= {};
  if (values.hasMailingAddress === "on") body.mailingAddress ??= {};
  if (values.hasTreatyClaim === "on") body.treatyClaim ??= {};
  return body;
}

/** The form's values (nested by path, as the form holds them) as flat keys ("address.city"). */
export function flatValues(values: unknown, prefix = ""): Values {
  const flat: Values = {};
  if (!values || typeof values !== "object") return flat;
  for (const [key, value] of Object.entries(values)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === "object") Object.assign(flat, flatValues(value, path));
    else if (typeof value === "string") flat[path] = value;
  }
  return flat;
}

/** The signed request: the form's body with the signature (the typed name, today, the capacity). */
export function taxFormRequest(values: Values, date: string): Record<string, unknown> {
  const form = values.form as TaxFormType | undefined;
  if (!form || !(form in taxFormFields)) return { form: values.form || undefined };
  const body = taxFormBody(form, values);
  const signature: Record<string, string> = { name: (values["signature.name"] ?? "").trim(), date };
  if (form !== "W-9") signature.capacity = (values["signature.capacity"] ?? "").trim();
  body.signature = signature;
  return body;
}
