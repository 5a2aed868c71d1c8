import {
  crossSite,
  brokenJson,
  unrecognized,
  today,
  inDays,
  raw,
  refuses,
  owner,
  member,
  asOwner,
  prepareDetailRefusals,
} from "@/test/support/payout-detail-refusals";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { POST as postTaxFormRoute } from "@/app/api/partners/tax-form/route";
import { memberPermissionMessages } from "@/lib/member-roles";
import { authMessages } from "@/lib/validation/auth";
import { taxFormMessages } from "@/lib/validation/tax-forms";

// Bad input on the partner's tax form: the status, the exact message, and nothing changed
// (test/support/refusals.ts compares every payout table, the audit log and the outbox).

freshTestDatabase();
prepareDetailRefusals();

// ---------- POST /api/partners/tax-form ----------
const signature = () => ({ name: "Ada Lovelace", date: today() });
const w9 = () => ({
  form: "W-9",
  legalName: "Contoso LLC",
  taxClassification: "llc",
  llcClassification: "P",
  address: { line1: "1 Main St", city: "Austin", state: "TX", postalCode: "78701", country: "US" },
  tin: "12-3456789",
  signature: signature(),
});
const w8 = () => ({
  form: "W-8BEN",
  legalName: "Ada Lovelace",
  countryOfCitizenship: "GB",
  address: { line1: "1 Strand", city: "London", postalCode: "WC2N 5HR", country: "GB" },
  dateOfBirth: "1985-12-10",
  foreignTinNotRequired: true,
  signature: { ...signature(), capacity: "Beneficial owner" },
});
const w8e = () => ({
  ...w8(),
  form: "W-8BEN-E",
  countryOfIncorporation: "GB",
  chapter3Status: "corporation",
  fatcaStatus: "active_nffe",
  countryOfCitizenship: undefined,
  dateOfBirth: undefined,
});
const t = taxFormMessages;
refuses(postTaxFormRoute, "/api/partners/tax-form", "POST", () => [
  { name: "no session", options: () => ({ body: w9() }), status: 401, error: authMessages.unauthenticated },
  {
    name: "a member's role",
    options: () => ({ token: member.token, body: w9() }),
    status: 403,
    error: memberPermissionMessages["payout-details:manage"],
  },
  {
    name: "a foreign Origin",
    options: () => ({ ...asOwner(w9()), headers: { origin: "https://evil.example" } }),
    status: 403,
    error: crossSite,
  },
  {
    name: "broken JSON",
    options: () => ({ token: owner.token, ...raw("{") }),
    status: 400,
    error: brokenJson,
  },
  { name: "an array", options: () => asOwner([w9()]), status: 400, error: t.body },
  { name: "no form", options: () => asOwner({}), status: 400, error: t.form },
  { name: "form 1099", options: () => asOwner({ ...w9(), form: "1099" }), status: 400, error: t.form },
  {
    name: "W-9 TIN of 8 digits",
    options: () => asOwner({ ...w9(), tin: "12345678" }),
    status: 400,
    error: t.tin,
  },
  {
    name: "W-9 TIN with letters",
    options: () => asOwner({ ...w9(), tin: "12-345678X" }),
    status: 400,
    error: t.tin,
  },
  {
    name: "W-9 SSN starting 000",
    options: () =>
      asOwner({ ...w9(), taxClassification: "individual", llcClassification: undefined, tin: "000-12-3456" }),
    status: 400,
    error: t.tin,
  },
  {
    name: "W-9 SSN starting 666",
    options: () =>
      asOwner({ ...w9(), taxClassification: "individual", llcClassification: undefined, tin: "666-12-3456" }),
    status: 400,
    error: t.tin,
  },
  {
    name: "W-9 number starting 9 outside the ITIN groups",
    options: () =>
      asOwner({ ...w9(), taxClassification: "individual", llcClassification: undefined, tin: "912-34-5678" }),
    status: 400,
    error: t.tin,
  },
  {
    name: "W-9 ITIN of group 93",
    options: () =>
      asOwner({ ...w9(), taxClassification: "individual", llcClassification: undefined, tin: "912-93-1234" }),
    status: 400,
    error: t.tin,
  },
  {
    name: "W-9 legal name outside the IRS letters, no irsName",
    options: () => asOwner({ ...w9(), legalName: "Ærøskøbing Services LLC" }),
    status: 400,
    error: t.irsNameNeeded,
  },
  {
    name: "W-9 Arabic legal name, no irsName",
    options: () =>
      asOwner({
        ...w9(),
        legalName: "محمد الأحمد",
        taxClassification: "individual",
        llcClassification: undefined,
        tin: "912-70-1234",
      }),
    status: 400,
    error: t.irsNameNeeded,
  },
  {
    name: "W-9 irsName itself outside the IRS letters",
    options: () =>
      asOwner({ ...w9(), legalName: "Ærøskøbing Services LLC", irsName: "Ærøskøbing Services LLC" }),
    status: 400,
    error: t.irsNameLetters,
  },
  {
    name: "W-9 business name outside the IRS letters, no irsBusinessName",
    options: () => asOwner({ ...w9(), businessName: "Café Zoë" }),
    status: 400,
    error: t.irsBusinessNameNeeded,
  },
  {
    name: "W-9 EIN prefix 07",
    options: () => asOwner({ ...w9(), tin: "07-1234567" }),
    status: 400,
    error: t.tin,
  },
  {
    name: "W-9 with a German address",
    options: () => asOwner({ ...w9(), address: { ...w9().address, country: "DE" } }),
    status: 400,
    error: t.w9Country,
  },
  {
    name: "W-9 classification sole",
    options: () => asOwner({ ...w9(), taxClassification: "sole" }),
    status: 400,
    error: t.taxClassification,
  },
  {
    name: "signature name empty",
    options: () => asOwner({ ...w9(), signature: { ...signature(), name: " " } }),
    status: 400,
    error: t.signatureName,
  },
  {
    name: "signature dated last month",
    options: () => asOwner({ ...w9(), signature: { ...signature(), date: inDays(-30) } }),
    status: 400,
    error: t.signatureDate,
  },
  {
    name: "signature dated in 3 days",
    options: () => asOwner({ ...w9(), signature: { ...signature(), date: inDays(3) } }),
    status: 400,
    error: t.signatureDate,
  },
  {
    name: "W-8BEN with a US address",
    options: () => asOwner({ ...w8(), address: { ...w8().address, country: "US" } }),
    status: 400,
    error: t.w8Country,
  },
  {
    name: "W-8BEN born 5 years ago",
    options: () => asOwner({ ...w8(), dateOfBirth: inDays(-5 * 365) }),
    status: 400,
    error: t.dateOfBirth,
  },
  {
    name: "W-8BEN citizenship 'Germany'",
    options: () => asOwner({ ...w8(), countryOfCitizenship: "Germany" }),
    status: 400,
    error: t.country,
  },
  {
    name: "W-8BEN foreign TIN of 41 characters",
    options: () => asOwner({ ...w8(), foreignTin: "1".repeat(41) }),
    status: 400,
    error: t.foreignTin,
  },
  {
    name: "W-8BEN-E chapter 3 status llc",
    options: () => asOwner({ ...w8e(), chapter3Status: "llc" }),
    status: 400,
    error: t.chapter3Status,
  },
  {
    name: "legal name of 141 characters",
    options: () => asOwner({ ...w9(), legalName: "L".repeat(141) }),
    status: 400,
    error: t.legalName,
  },
  {
    name: "legal name with NUL",
    options: () => asOwner({ ...w9(), legalName: "Contoso\u0000" }),
    status: 400,
    error: t.legalName,
  },
  {
    name: "no street address",
    options: () => asOwner({ ...w9(), address: { ...w9().address, line1: undefined } }),
    status: 400,
    error: t.line1,
  },
  {
    name: "postal code of 21 characters",
    options: () => asOwner({ ...w9(), address: { ...w9().address, postalCode: "9".repeat(21) } }),
    status: 400,
    error: t.postalCode,
  },
  {
    name: "an unknown field",
    options: () => asOwner({ ...w9(), ssn: "123" }),
    status: 400,
    error: unrecognized("ssn"),
  },
  {
    name: "a business name on a W-8BEN",
    options: () => asOwner({ ...w8(), businessName: "Ada Ltd" }),
    status: 400,
    error: unrecognized("businessName"),
  },
]);
