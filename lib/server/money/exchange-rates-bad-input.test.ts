import {
  asAdmin,
  crossSite,
  notJson,
  brokenJson,
  emptyBody,
  unrecognized,
  today,
  inDays,
  raw,
  refuses,
  owner,
  admin,
  preparePayoutRunRefusals,
} from "@/test/support/payout-run-refusals";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { PUT as putRateRoute } from "@/app/api/admin/exchange-rates/route";
import { authMessages } from "@/lib/validation/auth";
import { exchangeRateMessages } from "@/lib/validation/exchange-rates";

// Bad input on the team's exchange rates:
// the status, the exact message, and nothing changed (test/support/refusals.ts).

freshTestDatabase();
preparePayoutRunRefusals();

const rate = { base: "USD", quote: "EUR", rate: "0.92", effectiveFrom: today() };
const r = exchangeRateMessages;
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
