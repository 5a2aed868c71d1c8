import {
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
  requests,
  seedRuns,
  p,
  preparePayoutRunRefusals,
} from "@/test/support/payout-run-refusals";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { POST as runPaidRoute } from "@/app/api/admin/payout-runs/[id]/paid/route";
import { authMessages } from "@/lib/validation/auth";
import { payoutMessages } from "@/lib/validation/payouts";
import { forbiddenAddressMessage } from "@/server/address-checks";

// Bad input on marking a payout run paid:
// the status, the exact message, and nothing changed (test/support/refusals.ts).

freshTestDatabase();
preparePayoutRunRefusals();

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
