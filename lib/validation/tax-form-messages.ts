// What the tax forms say when a field is missing or wrong (shared by the Settings form and
// the API); the schema in ./tax-forms.ts names every failing field at once.

export const taxFormMessages = {
  body: "Send a tax form: form W-9, W-8BEN or W-8BEN-E and its fields.",
  form: "Choose a tax form: W-9, W-8BEN or W-8BEN-E.",
  legalName: "Enter the legal name as it appears on tax records (up to 140 characters).",
  businessName: "Please keep the business name under 140 characters, on one line.",
  taxClassification:
    "Choose a tax classification: individual, c_corporation, s_corporation, partnership, trust_estate, llc or other.",
  llcClassification:
    "An LLC gives its tax classification on line 3a: C (C corporation), S (S corporation) or P (partnership).",
  llcClassificationOnlyLlc: "Only an LLC gives an LLC tax classification.",
  otherClassification: "Describe the other classification (up to 80 characters), as line 3a asks.",
  foreignPartners:
    "Line 3b applies only to a partnership, a trust/estate or an LLC taxed as a partnership: answer true or false.",
  exemptPayeeCode: "Choose an exempt payee code from 1 to 13, or leave it empty.",
  exemptPayeeIndividual: "An individual or sole proprietor has no exempt payee code: leave it empty.",
  fatcaExemptionCode: "Choose a FATCA exemption code from A to M, or leave it empty.",
  tin: "Enter a 9-digit SSN, ITIN or EIN that can exist (an SSN never starts 000, 666 or 9; an ITIN starts with 9 and has 50-65, 70-88, 90-92 or 94-99 as its fourth and fifth digits).",
  irsNameNeeded:
    "The name has letters the IRS's records do not use: enter it as on your IRS record (irsName), with the letters A to Z, digits, spaces and # - ( ) & '.",
  irsNameLetters:
    "Enter the name as on your IRS record (irsName) with the letters A to Z, digits, spaces and # - ( ) & ' (up to 140 characters).",
  irsBusinessNameNeeded:
    "The business name has letters the IRS's records do not use: enter it as on your IRS record (irsBusinessName), with the letters A to Z, digits, spaces and # - ( ) & '.",
  irsBusinessNameLetters:
    "Enter the business name as on your IRS record (irsBusinessName) with the letters A to Z, digits, spaces and # - ( ) & ' (up to 140 characters).",
  usTin: "Enter the US taxpayer identification number as 9 digits (SSN, ITIN or EIN), or leave it empty.",
  address: "Enter the address: street, city, postal code and country.",
  mailingAddress: "Enter the mailing address (street, city, postal code and country), or leave it out.",
  signature: "Sign the form: your full name and today's date (and, on a W-8 form, your capacity).",
  treatyClaim: "A treaty claim gives the article, the rate, and the type of income.",
  line1: "Enter the street address (up to 140 characters).",
  line2: "Please keep the second address line under 140 characters, on one line.",
  city: "Enter the city (up to 80 characters).",
  state: "Enter the state or region (up to 80 characters).",
  postalCode: "Enter the postal code (up to 20 characters).",
  country: "Choose the country from the list.",
  w9Country: "A W-9 is for a US person: its address must be in the US (country US).",
  w8Country: "A W-8 form is for a foreign person: a US address needs a W-9.",
  foreignTin: "Please keep the foreign tax number under 40 characters, on one line.",
  foreignTinNeeded:
    "Enter the foreign tax identifying number, or state that your country does not require one (foreignTinNotRequired).",
  foreignTinBoth: "Give the foreign tax number or state that none is required, not both.",
  foreignTinNotRequired: "foreignTinNotRequired is true or false.",
  referenceNumber: "Please keep the reference number under 40 characters, on one line.",
  dateOfBirth: "Enter the date of birth as a date such as 1980-04-30 (at least 16 years ago).",
  treatyCountry: "Choose the treaty country from the list, or leave it empty.",
  treatyClaimCountry: "A treaty claim needs the treaty country (line 9 of the W-8BEN, 14a of the W-8BEN-E).",
  treatyArticle: "Enter the treaty article claimed, such as 7 or 12(2) (up to 20 characters).",
  treatyParagraph: "Please keep the paragraph under 20 characters.",
  treatyRate: "Enter the rate of withholding claimed: a percentage from 0 to 30.",
  treatyIncomeType: "Enter the type of income, such as business profits or royalties (up to 80 characters).",
  treatyConditions: "Please keep the additional conditions under 500 characters.",
  disregardedEntityName: "Please keep the disregarded entity's name under 140 characters, on one line.",
  chapter3Status: "Choose the entity's chapter 3 status (line 4), such as corporation or partnership.",
  hybridTreatyClaim:
    "A disregarded entity, partnership, simple trust or grantor trust says whether it is a hybrid making a treaty claim (true or false).",
  hybridOnly:
    "Only a disregarded entity, partnership, simple trust or grantor trust answers the hybrid question.",
  fatcaStatus: "Choose the entity's chapter 4 (FATCA) status (line 5), such as active NFFE.",
  giin: "Enter the GIIN as on the IRS FFI list, such as 98Q96B.00000.LE.250 (19 characters).",
  giinRequired: "This chapter 4 status registers with the IRS: enter its GIIN (line 9a).",
  limitationOnBenefits:
    "A treaty claim names the limitation on benefits provision the entity meets (line 14b).",
  limitationOnBenefitsOther:
    "Name the article and paragraph of the other limitation on benefits provision (up to 80 characters).",
  signatureName: "Sign by typing your full name (up to 140 characters).",
  signatureDate: "The signature's date is today's date (YYYY-MM-DD).",
  signatureCapacity:
    "Say in which capacity you sign, such as beneficial owner, director or authorised agent (up to 80 characters).",
  reason: "Give the reason for the rejection (up to 500 characters); the partner reads it.",
  notOnFile: "No tax form is on file yet.",
  notSubmitted: "Only a submitted, current tax form can be rejected.",
} as const;

export const tax1099Messages = {
  year: "Give the tax year as ?year=YYYY, from 2000 to this year.",
  tin: "Use ?tin=full for full TINs, or leave it out for masked ones.",
  fullTinTwoFactor:
    "Full TINs are shown only to a team member signed in with two-factor authentication; turn it on and sign in again.",
  irisPart: "Give the file's part as ?part=N, a whole number from 1.",
  irisNoSuchPart: (parts: number) =>
    `The year's IRIS file has ${parts} part${parts === 1 ? "" : "s"} of up to 100 forms: ask for part 1${parts > 1 ? ` to ${parts}` : ""}.`,
  irisPayerMissing: (settings: readonly string[]) =>
    `The IRIS file names the payer as on its IRS record: set ${settings.join(", ")} and try again.`,
  noThreshold: (year: number) =>
    `No 1099-NEC filing threshold is set for ${year}: from 2027 the $2,000 threshold is indexed for inflation. Add the figure the IRS published to TAX_1099_THRESHOLDS (such as ${year}=2050) and try again.`,
} as const;
