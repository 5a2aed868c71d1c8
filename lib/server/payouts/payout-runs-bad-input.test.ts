import {
  asAdmin,
  crossSite,
  notJson,
  brokenJson,
  emptyBody,
  unrecognized,
  raw,
  refuses,
  owner,
  admin,
  requests,
  seedRuns,
  ids,
  p,
  preparePayoutRunRefusals,
} from "@/test/support/payout-run-refusals";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { POST as createRunRoute } from "@/app/api/admin/payout-runs/route";
import { authMessages } from "@/lib/validation/auth";
import { invalidCharactersMessage } from "@/lib/validation/parse";

// Bad input on creating a payout run:
// the status, the exact message, and nothing changed (test/support/refusals.ts).
// A run's payment is in ./payout-run-payment-bad-input.test.ts, its file, the 1099-NEC list and
// a partner's payout details in ./payout-console-reads-bad-input.test.ts.

freshTestDatabase();
preparePayoutRunRefusals();

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
