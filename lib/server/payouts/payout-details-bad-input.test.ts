import { beforeAll, vi } from "vitest";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { GET as getMethodRoute, PUT as putMethodRoute } from "@/app/api/partners/payout-method/route";
import { GET as getTaxFormRoute, POST as postTaxFormRoute } from "@/app/api/partners/tax-form/route";
import { createSession } from "@/lib/server/auth/session";
import { getDb } from "@/lib/server/db";
import { memberPermissionMessages } from "@/lib/member-roles";
import { authMessages } from "@/lib/validation/auth";
import { payoutMethodMessages } from "@/lib/validation/payout-details";
import { taxFormMessages } from "@/lib/validation/tax-forms";
import { forbiddenAddressMessage } from "@/server/address-checks";
import { adminToken, createTestPartner } from "@/test/support/accounts";
import { rawBody, refusalMessages, refusalSuite, type Options } from "@/test/support/refusals";
import { DAY_MS } from "@/lib/time";

// Bad input on the partner's payout details endpoints (payout method, tax form): the status,
// the exact message, and nothing changed (test/support/refusals.ts compares every payout table,
// the audit log and the outbox before and after).

vi.mock("@/lib/server/mail/sender", () => ({ kickMailSender: vi.fn(), startMailSender: vi.fn() }));
freshTestDatabase();
const today = () => new Date().toISOString().slice(0, 10);
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
const { crossSite, notJson, brokenJson, emptyBody, unrecognized } = refusalMessages;
const raw = rawBody;
const refuses = refusalSuite("10.63");

let owner: { token: string; partnerId: string };
let member: { token: string };
let admin: { token: string };
async function session(options: Parameters<typeof createTestPartner>[0] = {}) {
  const account = await createTestPartner(options);
  return { token: (await createSession(await getDb(), account.user)).token, partnerId: account.partner.id };
}
beforeAll(async () => {
  owner = await session({ payoutDetails: false });
  member = await session({ memberRole: "member" });
  admin = await adminToken();
});
const asOwner = (body: unknown): Options => ({ token: owner.token, body });

// ---------- PUT /api/partners/payout-method ----------
const iban = {
  type: "bank_iban",
  accountHolder: "Ada Lovelace",
  iban: "DE89370400440532013000",
  bic: "COBADEFF",
};
const us = {
  type: "bank_us",
  accountHolder: "Ada",
  routingNumber: "021000021",
  accountNumber: "123456789",
  accountType: "checking",
};
const m = payoutMethodMessages;
refuses(putMethodRoute, "/api/partners/payout-method", "PUT", () => [
  { name: "no session", options: () => ({ body: iban }), status: 401, error: authMessages.unauthenticated },
  {
    name: "a member's role",
    options: () => ({ token: member.token, body: iban }),
    status: 403,
    error: memberPermissionMessages["payout-details:manage"],
  },
  {
    name: "an admin's session",
    options: () => ({ token: admin.token, body: iban }),
    status: 403,
    error: authMessages.partnersOnly,
  },
  {
    name: "a foreign Origin",
    options: () => ({ ...asOwner(iban), headers: { origin: "https://evil.example" } }),
    status: 403,
    error: crossSite,
  },
  {
    name: "a text/plain body",
    options: () => ({ token: owner.token, ...raw(JSON.stringify(iban), "text/plain") }),
    status: 415,
    error: notJson,
  },
  {
    name: "broken JSON",
    options: () => ({ token: owner.token, ...raw('{"type":') }),
    status: 400,
    error: brokenJson,
  },
  {
    name: "an empty body",
    options: () => ({ token: owner.token, ...raw("") }),
    status: 400,
    error: emptyBody,
  },
  { name: "an array", options: () => asOwner([iban]), status: 400, error: m.body },
  { name: "a string", options: () => asOwner("bank"), status: 400, error: m.body },
  { name: "null", options: () => asOwner(null), status: 400, error: m.body },
  { name: "no type", options: () => asOwner({}), status: 400, error: m.type },
  { name: "an unknown type", options: () => asOwner({ ...iban, type: "wire" }), status: 400, error: m.type },
  {
    name: "IBAN check digits wrong",
    options: () => asOwner({ ...iban, iban: "DE88370400440532013000" }),
    status: 400,
    error: m.iban,
  },
  {
    name: "IBAN one digit short",
    options: () => asOwner({ ...iban, iban: "DE8937040044053201300" }),
    status: 400,
    error: m.iban,
  },
  {
    name: "IBAN of 50 characters",
    options: () => asOwner({ ...iban, iban: "DE89".padEnd(50, "0") }),
    status: 400,
    error: m.iban,
  },
  {
    name: "IBAN as a number",
    options: () => asOwner({ ...iban, iban: 89370400440532013000 }),
    status: 400,
    error: m.iban,
  },
  {
    name: "BIC of 9 characters",
    options: () => asOwner({ ...iban, bic: "COBADEFF1" }),
    status: 400,
    error: m.bic,
  },
  {
    name: "holder of 141 characters",
    options: () => asOwner({ ...iban, accountHolder: "A".repeat(141) }),
    status: 400,
    error: m.accountHolder,
  },
  {
    name: "holder with a line break",
    options: () => asOwner({ ...iban, accountHolder: "Ada\nLovelace" }),
    status: 400,
    error: m.accountHolder,
  },
  {
    name: "holder with NUL",
    options: () => asOwner({ ...iban, accountHolder: "Ada\u0000" }),
    status: 400,
    error: m.accountHolder,
  },
  {
    name: "routing number checksum wrong",
    options: () => asOwner({ ...us, routingNumber: "021000022" }),
    status: 400,
    error: m.routingNumber,
  },
  {
    name: "account number with letters",
    options: () => asOwner({ ...us, accountNumber: "12345678A" }),
    status: 400,
    error: m.accountNumber,
  },
  {
    name: "account type business",
    options: () => asOwner({ ...us, accountType: "business" }),
    status: 400,
    error: m.accountType,
  },
  {
    name: "a US account in EUR",
    options: () => asOwner({ ...us, currency: "EUR" }),
    status: 400,
    error: m.usCurrency,
  },
  {
    name: "PayPal without a valid email",
    options: () => asOwner({ type: "paypal", email: "not-an-email" }),
    status: 400,
    error: m.email,
  },
  {
    name: "an unsupported currency",
    options: () => asOwner({ type: "paypal", email: "a@example.com", currency: "XBT" }),
    status: 400,
    error: m.currency,
  },
  {
    name: "an unknown field",
    options: () => asOwner({ ...iban, swift: "x" }),
    status: 400,
    error: unrecognized("swift"),
  },
  {
    name: "a body over 32 KB",
    options: () => asOwner({ ...iban, accountHolder: "A".repeat(40_000) }),
    status: 413,
    error: "The request body is too large (limit 32 KB).",
  },
]);

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
    name: "W-9 SSN starting 9",
    options: () =>
      asOwner({ ...w9(), taxClassification: "individual", llcClassification: undefined, tin: "912-34-5678" }),
    status: 400,
    error: t.tin,
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

for (const [label, route] of [
  ["payout method", getMethodRoute],
  ["tax form", getTaxFormRoute],
] as const)
  refuses(route, `/api/partners/${label.replace(" ", "-")}`, "GET", () => [
    { name: "no session", options: () => ({}), status: 401, error: authMessages.unauthenticated },
    {
      name: "a member's role",
      options: () => ({ token: member.token }),
      status: 403,
      error: memberPermissionMessages["payout-details:manage"],
    },
    {
      name: "an admin's session",
      options: () => ({ token: admin.token }),
      status: 403,
      error: authMessages.partnersOnly,
    },
    {
      name: "a query with NUL",
      options: () => ({ token: owner.token, path: `/api/partners/x?a=%00` }),
      status: 400,
      error: forbiddenAddressMessage,
    },
  ]);
