import { beforeAll, vi } from "vitest";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { POST as postTaxFormRoute } from "@/app/api/partners/tax-form/route";
import { POST as requestRoute } from "@/app/api/partners/payouts/route";
import { GET as adminDetailsRoute } from "@/app/api/admin/partners/[id]/payout-details/route";
import { POST as rejectRoute } from "@/app/api/admin/tax-forms/[id]/reject/route";
import { PUT as putRateRoute } from "@/app/api/admin/exchange-rates/route";
import { POST as createRunRoute } from "@/app/api/admin/payout-runs/route";
import { POST as runPaidRoute } from "@/app/api/admin/payout-runs/[id]/paid/route";
import { GET as fileRoute } from "@/app/api/admin/payout-runs/[id]/file/route";
import { GET as form1099Route } from "@/app/api/admin/tax/1099/route";
import { createSession } from "@/lib/server/auth/session";
import { getDb } from "@/lib/server/db";
import { authMessages } from "@/lib/validation/auth";
import { payoutMessages } from "@/lib/validation/deals";
import { exchangeRateMessages } from "@/lib/validation/exchange-rates";
import { invalidCharactersMessage } from "@/lib/validation/parse";
import { payoutRunMessages } from "@/lib/validation/payout-runs";
import { tax1099Messages, taxFormMessages } from "@/lib/validation/tax-forms";
import { forbiddenAddressMessage } from "@/server/address-checks";
import { adminToken, createTestPartner } from "@/test/support/accounts";
import { insertCommission } from "@/test/support/payouts";
import { rawBody, refusalMessages, refusalSuite, type Options } from "@/test/support/refusals";
import { callRoute, clientAddresses } from "@/test/support/routes";
import { DAY_MS } from "@/lib/time";

// Bad input on the team's payout endpoints (exchange rates, tax form rejection, payout runs,
// their payment and files, the 1099-NEC list, a partner's payout details): the status, the
// exact message, and nothing changed (test/support/refusals.ts).

vi.mock("@/lib/server/mail/sender", () => ({ kickMailSender: vi.fn(), startMailSender: vi.fn() }));
const db = freshTestDatabase();
const today = () => new Date().toISOString().slice(0, 10);
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
const { crossSite, notJson, brokenJson, emptyBody, unrecognized } = refusalMessages;
const raw = rawBody;
const t = taxFormMessages;
const refuses = refusalSuite("10.64");

let owner: { token: string; partnerId: string };
let admin: { token: string };
async function session(options: Parameters<typeof createTestPartner>[0] = {}) {
  const account = await createTestPartner(options);
  return { token: (await createSession(await getDb(), account.user)).token, partnerId: account.partner.id };
}
beforeAll(async () => {
  owner = await session({ payoutDetails: false });
  admin = await adminToken();
});
const w8 = () => ({
  form: "W-8BEN",
  legalName: "Ada Lovelace",
  countryOfCitizenship: "GB",
  address: { line1: "1 Strand", city: "London", postalCode: "WC2N 5HR", country: "GB" },
  dateOfBirth: "1985-12-10",
  foreignTinNotRequired: true,
  signature: { name: "Ada Lovelace", date: today(), capacity: "Beneficial owner" },
});
const nextIp = clientAddresses("10.65");

// ---------- PUT /api/admin/exchange-rates ----------
const rate = { base: "USD", quote: "EUR", rate: "0.92", effectiveFrom: today() };
const r = exchangeRateMessages;
const asAdmin = (body: unknown): Options => ({ token: admin.token, body });
refuses(putRateRoute, "/api/admin/exchange-rates", "PUT", () => [
  { name: "no session", options: () => ({ body: rate }), status: 401, error: authMessages.unauthenticated },
  {
    name: "a partner's session",
    options: () => ({ token: owner.token, body: rate }),
    status: 403,
    error: authMessages.adminsOnly,
  },
  {
    name: "a foreign Origin",
    options: () => ({ ...asAdmin(rate), headers: { origin: "https://evil.example" } }),
    status: 403,
    error: crossSite,
  },
  {
    name: "a text/plain body",
    options: () => ({ token: admin.token, ...raw(JSON.stringify(rate), "text/plain") }),
    status: 415,
    error: notJson,
  },
  {
    name: "broken JSON",
    options: () => ({ token: admin.token, ...raw("[") }),
    status: 400,
    error: brokenJson,
  },
  {
    name: "an empty body",
    options: () => ({ token: admin.token, ...raw("") }),
    status: 400,
    error: emptyBody,
  },
  { name: "an array", options: () => asAdmin([rate]), status: 400, error: r.body },
  { name: "no fields", options: () => asAdmin({}), status: 400, error: r.base },
  { name: "base XYZ", options: () => asAdmin({ ...rate, base: "XYZ" }), status: 400, error: r.base },
  {
    name: "quote in lower case",
    options: () => asAdmin({ ...rate, quote: "eur" }),
    status: 400,
    error: r.quote,
  },
  {
    name: "the same currency twice",
    options: () => asAdmin({ ...rate, quote: "USD" }),
    status: 400,
    error: r.samePair,
  },
  { name: "rate 0", options: () => asAdmin({ ...rate, rate: "0" }), status: 400, error: r.rate },
  { name: "rate -1", options: () => asAdmin({ ...rate, rate: -1 }), status: 400, error: r.rate },
  { name: "rate 1e3", options: () => asAdmin({ ...rate, rate: "1e3" }), status: 400, error: r.rate },
  { name: "rate abc", options: () => asAdmin({ ...rate, rate: "abc" }), status: 400, error: r.rate },
  {
    name: "rate 1.5e-11 (too small to write)",
    options: () => asAdmin({ ...rate, rate: 1.5e-11 }),
    status: 400,
    error: r.rate,
  },
  {
    name: "rate with 11 decimals",
    options: () => asAdmin({ ...rate, rate: "0.12345678901" }),
    status: 400,
    error: r.rate,
  },
  {
    name: "rate 2,000,000",
    options: () => asAdmin({ ...rate, rate: 2_000_000 }),
    status: 400,
    error: r.rate,
  },
  { name: "rate true", options: () => asAdmin({ ...rate, rate: true }), status: 400, error: r.rate },
  { name: "rate null", options: () => asAdmin({ ...rate, rate: null }), status: 400, error: r.rate },
  {
    name: "month 13",
    options: () => asAdmin({ ...rate, effectiveFrom: "2026-13-01" }),
    status: 400,
    error: r.effectiveFrom,
  },
  {
    name: "before 2000",
    options: () => asAdmin({ ...rate, effectiveFrom: "1999-12-31" }),
    status: 400,
    error: r.effectiveFrom,
  },
  {
    name: "two years ahead",
    options: () => asAdmin({ ...rate, effectiveFrom: inDays(730) }),
    status: 400,
    error: r.effectiveFrom,
  },
  {
    name: "a date with a time",
    options: () => asAdmin({ ...rate, effectiveFrom: `${today()}T00:00:00Z` }),
    status: 400,
    error: r.effectiveFrom,
  },
  {
    name: "an unknown field",
    options: () => asAdmin({ ...rate, source: "ECB" }),
    status: 400,
    error: unrecognized("source"),
  },
]);

// ---------- POST /api/admin/tax-forms/{id}/reject ----------
const formIds = { rejected: "", replaced: "", current: "" };
async function seedForms() {
  if (formIds.current) return;
  const partner = await session({ payoutDetails: false });
  const submit = async () =>
    (
      await callRoute(postTaxFormRoute, "/x", {
        method: "POST",
        token: partner.token,
        body: w8(),
        ip: nextIp(),
      })
    ).json.id as string;
  formIds.replaced = await submit();
  formIds.rejected = await submit();
  await db()
    .updateTable("tax_forms")
    .set({ status: "rejected", rejection_reason: "x" })
    .where("id", "=", formIds.rejected)
    .execute();
  const other = await session({ payoutDetails: false });
  formIds.current = (
    await callRoute(postTaxFormRoute, "/x", { method: "POST", token: other.token, body: w8(), ip: nextIp() })
  ).json.id as string;
}
const reject = (id: string, body: unknown): Options => ({ token: admin.token, params: { id }, body });
const reason = { reason: "The TIN does not match." };
refuses(rejectRoute, "/api/admin/tax-forms/x/reject", "POST", () => [
  {
    name: "no session",
    options: async () => (await seedForms(), { params: { id: formIds.current }, body: reason }),
    status: 401,
    error: authMessages.unauthenticated,
  },
  {
    name: "a partner's session",
    options: async () => (
      await seedForms(),
      { token: owner.token, params: { id: formIds.current }, body: reason }
    ),
    status: 403,
    error: authMessages.adminsOnly,
  },
  {
    name: "a foreign Origin",
    options: async () => (
      await seedForms(),
      { ...reject(formIds.current, reason), headers: { origin: "https://evil.example" } }
    ),
    status: 403,
    error: crossSite,
  },
  {
    name: "an unknown id",
    options: () => reject("00000000-0000-0000-0000-000000000000", reason),
    status: 404,
    error: "Tax form not found.",
  },
  {
    name: "the id ../../etc/passwd",
    options: () => reject("../../etc/passwd", reason),
    status: 404,
    error: "Tax form not found.",
  },
  {
    name: "an id with NUL",
    options: () => reject("a\u0000b", reason),
    status: 400,
    error: forbiddenAddressMessage,
  },
  {
    name: "an already rejected form",
    options: async () => (await seedForms(), reject(formIds.rejected, reason)),
    status: 409,
    error: t.notSubmitted,
  },
  {
    name: "a replaced form",
    options: async () => (await seedForms(), reject(formIds.replaced, reason)),
    status: 409,
    error: t.notSubmitted,
  },
  {
    name: "an empty reason",
    options: async () => (await seedForms(), reject(formIds.current, { reason: "" })),
    status: 400,
    error: t.reason,
  },
  {
    name: "a blank reason",
    options: async () => (await seedForms(), reject(formIds.current, { reason: "   " })),
    status: 400,
    error: t.reason,
  },
  {
    name: "a reason of 501 characters",
    options: async () => (await seedForms(), reject(formIds.current, { reason: "r".repeat(501) })),
    status: 400,
    error: t.reason,
  },
  {
    name: "a reason on two lines",
    options: async () => (await seedForms(), reject(formIds.current, { reason: "a\nb" })),
    status: 400,
    error: t.reason,
  },
  {
    name: "a reason with NUL",
    options: async () => (await seedForms(), reject(formIds.current, { reason: "a\u0000" })),
    status: 400,
    error: t.reason,
  },
  {
    name: "a number as reason",
    options: async () => (await seedForms(), reject(formIds.current, { reason: 5 })),
    status: 400,
    error: t.reason,
  },
  {
    name: "no reason",
    options: async () => (await seedForms(), reject(formIds.current, {})),
    status: 400,
    error: t.reason,
  },
  {
    name: "an array",
    options: async () => (await seedForms(), reject(formIds.current, [reason])),
    status: 400,
    error: t.reason,
  },
  {
    name: "null",
    options: async () => (await seedForms(), reject(formIds.current, null)),
    status: 400,
    error: t.reason,
  },
  {
    name: "an unknown field",
    options: async () => (await seedForms(), reject(formIds.current, { ...reason, notify: false })),
    status: 400,
    error: unrecognized("notify"),
  },
  {
    name: "broken JSON",
    options: async () => (
      await seedForms(),
      { token: admin.token, params: { id: formIds.current }, ...raw("{") }
    ),
    status: 400,
    error: brokenJson,
  },
  {
    name: "a text/plain body",
    options: async () => (
      await seedForms(),
      { token: admin.token, params: { id: formIds.current }, ...raw("{}", "text/plain") }
    ),
    status: 415,
    error: notJson,
  },
  {
    name: "an empty body",
    options: async () => (
      await seedForms(),
      { token: admin.token, params: { id: formIds.current }, ...raw("") }
    ),
    status: 400,
    error: emptyBody,
  },
  {
    name: "a body over 32 KB",
    options: async () => (await seedForms(), reject(formIds.current, { reason: "r".repeat(40_000) })),
    status: 413,
    error: "The request body is too large (limit 32 KB).",
  },
  {
    name: "a 10,000-character id",
    options: () => reject("i".repeat(10_000), reason),
    status: 404,
    error: "Tax form not found.",
  },
  {
    name: "an injection id",
    options: () => reject("' OR 1=1 --", reason),
    status: 404,
    error: "Tax form not found.",
  },
  { name: "the id *", options: () => reject("*", reason), status: 404, error: "Tax form not found." },
]);

// ---------- POST /api/admin/payout-runs and the run's payment ----------
const requests = { open: "", paid: "", held: "", inRun: "", run: "", paidRun: "", early: "" };
async function seedRuns() {
  if (requests.open) return;
  const make = async () => {
    const partner = await session();
    await insertCommission(partner.partnerId, 150);
    const payout = await callRoute(requestRoute, "/x", {
      method: "POST",
      token: partner.token,
      ip: nextIp(),
    });
    return { id: (payout.json.payout as { id: string }).id, partnerId: partner.partnerId };
  };
  requests.open = (await make()).id;
  requests.paid = (await make()).id;
  await db().updateTable("payout_requests").set({ status: "paid" }).where("id", "=", requests.paid).execute();
  const held = await make();
  requests.held = held.id;
  await db()
    .updateTable("payout_methods")
    .set({ hold_until: new Date(Date.now() + DAY_MS).toISOString() })
    .where("partner_id", "=", held.partnerId)
    .execute();
  requests.inRun = (await make()).id;
  const run = await callRoute(createRunRoute, "/x", {
    method: "POST",
    token: admin.token,
    body: { requestIds: [requests.inRun] },
    ip: nextIp(),
  });
  requests.run = (run.json.run as { id: string }).id;
  const paidRunRequest = (await make()).id;
  const paidRun = await callRoute(createRunRoute, "/x", {
    method: "POST",
    token: admin.token,
    body: { requestIds: [paidRunRequest] },
    ip: nextIp(),
  });
  requests.paidRun = (paidRun.json.run as { id: string }).id;
  await callRoute(runPaidRoute, "/x", {
    method: "POST",
    token: admin.token,
    params: { id: requests.paidRun },
    body: { paymentReference: "R", payoutDate: today() },
    ip: nextIp(),
  });
}
const ids = (requestIds: unknown) => async () => (
  await seedRuns(),
  { token: admin.token, body: { requestIds } }
);
const p = payoutRunMessages;
refuses(createRunRoute, "/api/admin/payout-runs", "POST", () => [
  {
    name: "no session",
    options: async () => (await seedRuns(), { body: { requestIds: [requests.open] } }),
    status: 401,
    error: authMessages.unauthenticated,
  },
  {
    name: "a partner's session",
    options: async () => (await seedRuns(), { token: owner.token, body: { requestIds: [requests.open] } }),
    status: 403,
    error: authMessages.adminsOnly,
  },
  {
    name: "a foreign Origin",
    options: async () => (
      await seedRuns(),
      {
        token: admin.token,
        body: { requestIds: [requests.open] },
        headers: { origin: "https://evil.example" },
      }
    ),
    status: 403,
    error: crossSite,
  },
  {
    name: "broken JSON",
    options: () => ({ token: admin.token, ...raw("{") }),
    status: 400,
    error: brokenJson,
  },
  {
    name: "a text/plain body",
    options: () => ({ token: admin.token, ...raw("{}", "text/plain") }),
    status: 415,
    error: notJson,
  },
  {
    name: "an empty body",
    options: () => ({ token: admin.token, ...raw("") }),
    status: 400,
    error: emptyBody,
  },
  { name: "an array", options: () => asAdmin([]), status: 400, error: p.body },
  { name: "no requestIds", options: () => asAdmin({}), status: 400, error: p.requestIds },
  { name: "requestIds null", options: ids(null), status: 400, error: p.requestIds },
  { name: "requestIds a string", options: ids("abc"), status: 400, error: p.requestIds },
  { name: "no request", options: ids([]), status: 400, error: p.requestIds },
  {
    name: "201 requests",
    options: ids(Array.from({ length: 201 }, (_, i) => `id-${i}`)),
    status: 400,
    error: p.requestIds,
  },
  {
    name: "one request twice",
    options: async () => (
      await seedRuns(),
      { token: admin.token, body: { requestIds: [requests.open, requests.open] } }
    ),
    status: 400,
    error: p.requestIds,
  },
  { name: "a number as id", options: ids([5]), status: 400, error: p.requestId },
  { name: "an empty id", options: ids([""]), status: 400, error: p.requestId },
  { name: "an id of 65 characters", options: ids(["i".repeat(65)]), status: 400, error: p.requestId },
  { name: "an object as id", options: ids([{ id: "x" }]), status: 400, error: p.requestId },
  { name: "an id with NUL", options: ids(["a\u0000"]), status: 400, error: invalidCharactersMessage },
  {
    name: "an unknown id",
    options: ids(["00000000-0000-0000-0000-000000000000"]),
    status: 404,
    error: p.unknown,
  },
  {
    name: "an open id beside an unknown one",
    options: async () => (
      await seedRuns(),
      { token: admin.token, body: { requestIds: [requests.open, "missing"] } }
    ),
    status: 404,
    error: p.unknown,
  },
  {
    name: "a paid request",
    options: async () => (await seedRuns(), { token: admin.token, body: { requestIds: [requests.paid] } }),
    status: 409,
    error: p.taken,
  },
  {
    name: "a request in another run",
    options: async () => (
      await seedRuns(),
      { token: admin.token, body: { requestIds: [requests.open, requests.inRun] } }
    ),
    status: 409,
    error: p.taken,
  },
  {
    name: "a partner whose method is on hold",
    options: async () => (await seedRuns(), { token: admin.token, body: { requestIds: [requests.held] } }),
    status: 409,
    error: p.held("Acme Advisory"),
  },
  {
    name: "an unknown field",
    options: async () => (
      await seedRuns(),
      { token: admin.token, body: { requestIds: [requests.open], pay: true } }
    ),
    status: 400,
    error: unrecognized("pay"),
  },
  {
    name: "a body over 32 KB",
    options: ids(Array.from({ length: 200 }, () => "i".repeat(64)).concat(["x".repeat(20_000)])),
    status: 413,
    error: "The request body is too large (limit 32 KB).",
  },
]);

const pay = (body: unknown, id?: string) => async () => (
  await seedRuns(),
  { token: admin.token, params: { id: id ?? requests.run }, body }
);
const payment = () => ({ paymentReference: "RUN-1", payoutDate: today() });
refuses(runPaidRoute, "/api/admin/payout-runs/x/paid", "POST", () => [
  {
    name: "no session",
    options: async () => (await seedRuns(), { params: { id: requests.run }, body: payment() }),
    status: 401,
    error: authMessages.unauthenticated,
  },
  {
    name: "a partner's session",
    options: async () => (
      await seedRuns(),
      { token: owner.token, params: { id: requests.run }, body: payment() }
    ),
    status: 403,
    error: authMessages.adminsOnly,
  },
  {
    name: "a foreign Origin",
    options: async () => (
      await seedRuns(),
      {
        token: admin.token,
        params: { id: requests.run },
        body: payment(),
        headers: { origin: "https://evil.example" },
      }
    ),
    status: 403,
    error: crossSite,
  },
  { name: "an unknown run", options: pay(payment(), "missing"), status: 404, error: p.notFound },
  {
    name: "a run id with NUL",
    options: pay(payment(), "a\u0000"),
    status: 400,
    error: forbiddenAddressMessage,
  },
  {
    name: "a paid run",
    options: async () => (
      await seedRuns(),
      { token: admin.token, params: { id: requests.paidRun }, body: payment() }
    ),
    status: 409,
    error: p.runPaid,
  },
  {
    name: "a blank reference",
    options: pay({ ...payment(), paymentReference: " " }),
    status: 400,
    error: payoutMessages.paymentReference,
  },
  {
    name: "a reference of 101 characters",
    options: pay({ ...payment(), paymentReference: "r".repeat(101) }),
    status: 400,
    error: payoutMessages.paymentReferenceLength,
  },
  {
    name: "a reference on two lines",
    options: pay({ ...payment(), paymentReference: "a\nb" }),
    status: 400,
    error: payoutMessages.paymentReferenceLine,
  },
  {
    name: "a number as reference",
    options: pay({ ...payment(), paymentReference: 42 }),
    status: 400,
    error: payoutMessages.paymentReference,
  },
  {
    name: "no reference",
    options: pay({ payoutDate: today() }),
    status: 400,
    error: payoutMessages.paymentReference,
  },
  { name: "no date", options: pay({ paymentReference: "R" }), status: 400, error: payoutMessages.payoutDate },
  {
    name: "a date in words",
    options: pay({ ...payment(), payoutDate: "today" }),
    status: 400,
    error: payoutMessages.payoutDate,
  },
  {
    name: "February 30",
    options: pay({ ...payment(), payoutDate: "2026-02-30" }),
    status: 400,
    error: payoutMessages.payoutDate,
  },
  {
    name: "a date in a week",
    options: pay({ ...payment(), payoutDate: inDays(7) }),
    status: 400,
    error: payoutMessages.payoutDateFuture,
  },
  {
    name: "a date before 2000",
    options: pay({ ...payment(), payoutDate: "1999-12-31" }),
    status: 400,
    error: payoutMessages.payoutDateFloor,
  },
  {
    name: "a date before the requests",
    options: pay({ ...payment(), payoutDate: inDays(-3) }),
    status: 400,
    error: payoutMessages.payoutDateBeforeRequest,
  },
  {
    name: "a date as a number",
    options: pay({ ...payment(), payoutDate: 20260101 }),
    status: 400,
    error: payoutMessages.payoutDate,
  },
  { name: "an array", options: pay([payment()]), status: 400, error: payoutMessages.paidBody },
  { name: "null", options: pay(null), status: 400, error: payoutMessages.paidBody },
  {
    name: "an unknown field",
    options: pay({ ...payment(), runId: "x" }),
    status: 400,
    error: unrecognized("runId"),
  },
  {
    name: "broken JSON",
    options: async () => (
      await seedRuns(),
      { token: admin.token, params: { id: requests.run }, ...raw("{") }
    ),
    status: 400,
    error: brokenJson,
  },
  {
    name: "a text/plain body",
    options: async () => (
      await seedRuns(),
      { token: admin.token, params: { id: requests.run }, ...raw("{}", "text/plain") }
    ),
    status: 415,
    error: notJson,
  },
  {
    name: "an empty body",
    options: async () => (await seedRuns(), { token: admin.token, params: { id: requests.run }, ...raw("") }),
    status: 400,
    error: emptyBody,
  },
  {
    name: "a body over 32 KB",
    options: pay({ ...payment(), paymentReference: "r".repeat(40_000) }),
    status: 413,
    error: "The request body is too large (limit 32 KB).",
  },
]);

// ---------- GET endpoints: payment file, 1099, payout details ----------
const file = (query: string, id?: string) => async () => (
  await seedRuns(),
  { token: admin.token, params: { id: id ?? requests.run }, path: `/api/admin/payout-runs/x/file${query}` }
);
refuses(fileRoute, "/api/admin/payout-runs/x/file?format=csv", "GET", () => [
  {
    name: "no session",
    options: async () => (await seedRuns(), { params: { id: requests.run } }),
    status: 401,
    error: authMessages.unauthenticated,
  },
  {
    name: "a partner's session",
    options: async () => (await seedRuns(), { token: owner.token, params: { id: requests.run } }),
    status: 403,
    error: authMessages.adminsOnly,
  },
  { name: "no format", options: file(""), status: 400, error: p.format },
  { name: "format pdf", options: file("?format=pdf"), status: 400, error: p.format },
  { name: "format SEPA in capitals", options: file("?format=SEPA"), status: 400, error: p.format },
  { name: "an empty format", options: file("?format="), status: 400, error: p.format },
  {
    name: "an unknown parameter",
    options: file("?format=csv&all=1"),
    status: 400,
    error: unrecognized("all"),
  },
  {
    name: "a parameter with NUL",
    options: file("?format=csv%00"),
    status: 400,
    error: forbiddenAddressMessage,
  },
  { name: "an unknown run", options: file("?format=csv", "missing"), status: 404, error: p.notFound },
  {
    name: "a run id with NUL",
    options: file("?format=csv", "a\u0000"),
    status: 400,
    error: forbiddenAddressMessage,
  },
  { name: "format CSV in capitals", options: file("?format=CSV"), status: 400, error: p.format },
  { name: "format xml", options: file("?format=xml"), status: 400, error: p.format },
  { name: "format pain.001", options: file("?format=pain.001"), status: 400, error: p.format },
  { name: "two formats in one", options: file("?format=sepa,csv"), status: 400, error: p.format },
  { name: "a format with a space", options: file("?format=csv%20"), status: 400, error: p.format },
  { name: "a very long format", options: file(`?format=${"c".repeat(500)}`), status: 400, error: p.format },
  {
    name: "SQL in the format",
    options: file("?format=csv'%3B%20DROP%20TABLE%20payout_runs%3B--"),
    status: 400,
    error: p.format,
  },
  {
    name: "an unknown run in id form",
    options: file("?format=csv", "c0ffee00-0000-4000-8000-000000000000"),
    status: 404,
    error: p.notFound,
  },
  {
    name: "a very long run id",
    options: file("?format=csv", "r".repeat(500)),
    status: 404,
    error: p.notFound,
  },
  { name: "a run id of dots", options: file("?format=csv", ".."), status: 404, error: p.notFound },
  { name: "SQL as the run id", options: file("?format=csv", "' OR '1'='1"), status: 404, error: p.notFound },
  {
    name: "an unknown parameter beside sepa",
    options: file("?format=sepa&debug=1"),
    status: 400,
    error: unrecognized("debug"),
  },
  { name: "a Unicode format", options: file("?format=c%C5%9Bv"), status: 400, error: p.format },
  {
    name: "a SEPA file of a run with no EUR bank transfer",
    options: file("?format=sepa"),
    status: 409,
    error: p.noSepa,
  },
]);

const tax =
  (query: string, asPartner = false) =>
  () => ({
    token: asPartner ? owner.token : admin.token,
    path: `/api/admin/tax/1099${query}`,
  });
const year = new Date().getUTCFullYear();
refuses(form1099Route, "/api/admin/tax/1099", "GET", () => [
  {
    name: "no session",
    options: () => ({ path: `/api/admin/tax/1099?year=${year}` }),
    status: 401,
    error: authMessages.unauthenticated,
  },
  {
    name: "a partner's session",
    options: tax(`?year=${year}`, true),
    status: 403,
    error: authMessages.adminsOnly,
  },
  { name: "no year", options: tax(""), status: 400, error: tax1099Messages.year },
  { name: "a two-digit year", options: tax("?year=26"), status: 400, error: tax1099Messages.year },
  { name: "a year in words", options: tax("?year=last"), status: 400, error: tax1099Messages.year },
  { name: "1999", options: tax("?year=1999"), status: 400, error: tax1099Messages.year },
  { name: "next year", options: tax(`?year=${year + 1}`), status: 400, error: tax1099Messages.year },
  { name: "a decimal year", options: tax(`?year=${year}.0`), status: 400, error: tax1099Messages.year },
  { name: "tin=partial", options: tax(`?year=${year}&tin=partial`), status: 400, error: tax1099Messages.tin },
  {
    name: "full TINs without two-factor",
    options: tax(`?year=${year}&tin=full`),
    status: 403,
    error: tax1099Messages.fullTinTwoFactor,
  },
  {
    name: "an unknown parameter",
    options: tax(`?year=${year}&state=TX`),
    status: 400,
    error: unrecognized("state"),
  },
  { name: "a year with NUL", options: tax(`?year=${year}%00`), status: 400, error: forbiddenAddressMessage },
  { name: "an empty year", options: tax("?year="), status: 400, error: tax1099Messages.year },
  { name: "a negative year", options: tax(`?year=-${year}`), status: 400, error: tax1099Messages.year },
  {
    name: "a year with a plus sign",
    options: tax(`?year=%2B${year}`),
    status: 400,
    error: tax1099Messages.year,
  },
  {
    name: "a year with a leading zero",
    options: tax(`?year=0${year}`),
    status: 400,
    error: tax1099Messages.year,
  },
  { name: "a five-digit year", options: tax(`?year=${year}0`), status: 400, error: tax1099Messages.year },
  {
    name: "a year in exponent form",
    options: tax("?year=2.025e3"),
    status: 400,
    error: tax1099Messages.year,
  },
  { name: "a hexadecimal year", options: tax("?year=0x7E9"), status: 400, error: tax1099Messages.year },
  {
    name: "a date for a year",
    options: tax(`?year=${year}-01-01`),
    status: 400,
    error: tax1099Messages.year,
  },
  {
    name: "a very long number",
    options: tax(`?year=${"9".repeat(400)}`),
    status: 400,
    error: tax1099Messages.year,
  },
  {
    name: "SQL in the year",
    options: tax(`?year=${year}%3B%20DROP%20TABLE%20payout_requests`),
    status: 400,
    error: tax1099Messages.year,
  },
  {
    name: "tin=FULL in capitals",
    options: tax(`?year=${year}&tin=FULL`),
    status: 400,
    error: tax1099Messages.tin,
  },
  { name: "an empty tin", options: tax(`?year=${year}&tin=`), status: 400, error: tax1099Messages.tin },
  { name: "tin=all", options: tax(`?year=${year}&tin=all`), status: 400, error: tax1099Messages.tin },
]);

refuses(adminDetailsRoute, "/api/admin/partners/x/payout-details", "GET", () => [
  {
    name: "no session",
    options: () => ({ params: { id: owner.partnerId } }),
    status: 401,
    error: authMessages.unauthenticated,
  },
  {
    name: "a partner's session",
    options: () => ({ token: owner.token, params: { id: owner.partnerId } }),
    status: 403,
    error: authMessages.adminsOnly,
  },
  {
    name: "an unknown partner",
    options: () => ({ token: admin.token, params: { id: "missing" } }),
    status: 404,
    error: "Not found.",
  },
  {
    name: "an id with NUL",
    options: () => ({ token: admin.token, params: { id: "a\u0000" } }),
    status: 400,
    error: forbiddenAddressMessage,
  },
  {
    name: "an injection id",
    options: () => ({ token: admin.token, params: { id: "' OR 1=1 --" } }),
    status: 404,
    error: "Not found.",
  },
]);
