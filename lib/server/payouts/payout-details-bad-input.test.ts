import {
  crossSite,
  notJson,
  brokenJson,
  emptyBody,
  unrecognized,
  raw,
  refuses,
  owner,
  member,
  admin,
  asOwner,
  prepareDetailRefusals,
} from "@/test/support/payout-detail-refusals";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { GET as getMethodRoute, PUT as putMethodRoute } from "@/app/api/partners/payout-method/route";
import { GET as getTaxFormRoute } from "@/app/api/partners/tax-form/route";
import { memberPermissionMessages } from "@/lib/member-roles";
import { authMessages } from "@/lib/validation/auth";
import { payoutMethodMessages } from "@/lib/validation/payout-details";
import { forbiddenAddressMessage } from "@/server/address-checks";

// Bad input on the partner's payout method, and who may read the payout details: the status,
// the exact message, and nothing changed (test/support/refusals.ts compares every payout table,
// the audit log and the outbox before and after). The tax form is in ./tax-form-bad-input.test.ts.

freshTestDatabase();
prepareDetailRefusals();

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
