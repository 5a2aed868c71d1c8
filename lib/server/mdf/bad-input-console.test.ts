import { describe, expect, it } from "vitest";
import { GET as listRoute } from "@/app/api/admin/mdf/route";
import { GET as fileRoute } from "@/app/api/admin/mdf/files/[id]/route";
import { POST as approveClaimRoute } from "@/app/api/admin/mdf/claims/[id]/approve/route";
import { POST as rejectClaimRoute } from "@/app/api/admin/mdf/claims/[id]/reject/route";
import { POST as changesRoute } from "@/app/api/admin/mdf/requests/[id]/changes/route";
import { GET as planRoute } from "@/app/api/admin/mdf/requests/[id]/plan/route";
import { POST as approveRoute } from "@/app/api/admin/mdf/requests/[id]/approve/route";
import { POST as rejectRoute } from "@/app/api/admin/mdf/requests/[id]/reject/route";
import { GET as budgetRoute, POST as allocateRoute } from "@/app/api/admin/mdf/budgets/[partnerId]/route";
import { formatMoney } from "@/lib/money";
import { quarterOf } from "@/lib/server/mdf/quarters";
import { reportingCurrency } from "@/lib/server/money/exchange-rates";
import { adminMessages } from "@/lib/validation/admin";
import { authMessages } from "@/lib/validation/auth";
import { MDF_MAX_MINOR, mdfMessages as m } from "@/lib/validation/mdf";
import { invalidCharactersMessage } from "@/lib/validation/parse";
import { textMessages } from "@/lib/validation/text";
import { forbiddenAddressMessage } from "@/server/address-checks";
import { CLAIMED_MINOR, mdf, mdfTables, prepareMdfRefusals, SEEDED_MINOR } from "@/test/support/mdf-refusals";
import { rawBody, refusalMessages, refusalSuite, type Case, type Options } from "@/test/support/refusals";
import { useTestDatabase } from "@/test/support/test-database";

// Bad input on the programme team's market development endpoints: the status, the exact
// message, and nothing changed in the requests, claims, allocations, ledger, notifications,
// webhooks, audit log or outbox (test/support/refusals.ts). A partner's: ./bad-input-partner.test.ts.

useTestDatabase();
prepareMdfRefusals();
const refuses = refusalSuite("10.141", mdfTables);
const { crossSite, notJson, brokenJson, emptyBody, tooLarge, unrecognized } = refusalMessages;
const money = (minor: number) => formatMoney(minor, reportingCurrency());
const arrayBody = "Invalid input: expected object, received array";

/** A case made as the team unless `options` says otherwise. */
const team = (name: string, options: () => Options, status: number, error: string): Case => ({
  name,
  options: () => ({ token: mdf.admin, ...options() }),
  status,
  error,
});

/** Who may not act at all, whatever the body. */
const sessionCases = (valid: () => Options, writes: boolean): Case[] => [
  ...(writes
    ? [
        team(
          "a foreign Origin",
          () => ({ ...valid(), headers: { origin: "https://evil.example" } }),
          403,
          crossSite,
        ),
        team("an opaque Origin", () => ({ ...valid(), headers: { origin: "null" } }), 403, crossSite),
      ]
    : []),
  team("no session", () => ({ ...valid(), token: undefined }), 401, authMessages.unauthenticated),
  team(
    "a forged token",
    () => ({ ...valid(), token: "forged.token.value" }),
    401,
    authMessages.unauthenticated,
  ),
  team("a partner's session", () => ({ ...valid(), token: mdf.owner.token }), 403, authMessages.adminsOnly),
];

/** How a JSON body can be wrong before its fields are read. */
const bodyCases = (base: () => Options): Case[] => [
  team("not JSON", () => ({ ...base(), ...rawBody("{}", "text/plain") }), 415, notJson),
  team("broken JSON", () => ({ ...base(), ...rawBody("{") }), 400, brokenJson),
  team("an empty body", () => ({ ...base(), ...rawBody("") }), 400, emptyBody),
  team("a body over 32 KB", () => ({ ...base(), body: { reason: "r".repeat(33 * 1024) } }), 413, tooLarge),
  team("an array", () => ({ ...base(), body: [] }), 400, arrayBody),
];

/** Ids that name nothing, for any endpoint with an {id}. */
const unknownIds = (send: (id: string) => Options, error: string): Case[] => [
  team("an unknown id", () => send(crypto.randomUUID()), 404, error),
  team("an id with SQL", () => send("' OR '1'='1"), 404, error),
  team("an id of 5,000 characters", () => send("i".repeat(5000)), 404, error),
];

/** The approval's amount wrong one way at a time. */
const amountCases = (send: (body: unknown) => Options): Case[] => [
  team("an amount of zero", () => send({ amountMinor: 0 }), 400, m.amount),
  team("a negative amount", () => send({ amountMinor: -1 }), 400, m.amount),
  team("a fractional amount", () => send({ amountMinor: 1.5 }), 400, m.amount),
  team("an amount as a string", () => send({ amountMinor: "100" }), 400, m.amount),
  team("an amount over the largest", () => send({ amountMinor: MDF_MAX_MINOR + 1 }), 400, m.amount),
  team("an amount of null", () => send({ amountMinor: null }), 400, m.amount),
  team("an unknown key", () => send({ status: "approved" }), 400, unrecognized("status")),
];

/** The reason wrong one way at a time. */
const reasonCases = (send: (body: unknown) => Options): Case[] => [
  team("no reason", () => send({}), 400, m.reason),
  team("a blank reason", () => send({ reason: "  \n " }), 400, m.reason),
  team("a reason of 1,001 characters", () => send({ reason: "r".repeat(1001) }), 400, m.reason),
  team("a reason that is a number", () => send({ reason: 7 }), 400, m.reason),
  team("a reason with NUL", () => send({ reason: "a\u0000b" }), 400, textMessages.multiLine),
  team("a reason with a lone surrogate", () => send({ reason: "a\uD800b" }), 400, invalidCharactersMessage),
  team("an unknown key", () => send({ reason: "No.", amountMinor: 1 }), 400, unrecognized("amountMinor")),
];

/** A request decision's refusals on `valid` (a body it would take). */
const decisionCases = (valid: unknown, fields: (send: (body: unknown) => Options) => Case[]): Case[] => {
  const on = (id: () => string) => (body: unknown) => ({ params: { id: id() }, body });
  const submitted = on(() => mdf.requests.submitted);
  return [
    ...sessionCases(() => submitted(valid), true),
    ...bodyCases(() => ({ params: { id: mdf.requests.submitted } })),
    ...fields(submitted),
    ...unknownIds((id) => on(() => id)(valid), m.notFound),
    team("an approved request", () => on(() => mdf.requests.approved)(valid), 409, m.notDecidable),
    team(
      "a request the team asked to change",
      () => on(() => mdf.requests.changes)(valid),
      409,
      m.notDecidable,
    ),
    team(
      "a request with a claim under review",
      () => on(() => mdf.requests.claimed)(valid),
      409,
      m.notDecidable,
    ),
  ];
};

/** A claim decision's refusals on `valid` (a body it would take). */
const claimCases = (valid: unknown, fields: (send: (body: unknown) => Options) => Case[]): Case[] => {
  const on = (id: () => string) => (body: unknown) => ({ params: { id: id() }, body });
  const waiting = on(() => mdf.claims.waiting);
  return [
    ...sessionCases(() => waiting(valid), true),
    ...bodyCases(() => ({ params: { id: mdf.claims.waiting } })),
    ...fields(waiting),
    ...unknownIds((id) => on(() => id)(valid), m.claimNotFound),
    team("a request's id for a claim's", () => on(() => mdf.requests.claimed)(valid), 404, m.claimNotFound),
    team("a claim already refused", () => on(() => mdf.claims.refused)(valid), 409, m.claimDecided),
  ];
};

const quarter = quarterOf(new Date());
const allocation = (fields: Record<string, unknown> = {}) => ({
  quarter,
  kind: "override",
  amountMinor: 800_000,
  reason: "Pipeline review",
  ...fields,
});
const allocate = (body: unknown): Options => ({ params: { partnerId: mdf.owner.partnerId }, body });

const counts = {
  list: refuses(listRoute, "/api/admin/mdf", "GET", () => [
    ...sessionCases(() => ({}), false),
    team("an unknown status", () => ({ path: "/api/admin/mdf?status=pending" }), 400, "Choose a status."),
    team("a status in capitals", () => ({ path: "/api/admin/mdf?status=WAITING" }), 400, "Choose a status."),
    team("an empty status", () => ({ path: "/api/admin/mdf?status=" }), 400, "Choose a status."),
    team("a status with SQL", () => ({ path: "/api/admin/mdf?status=all'--" }), 400, "Choose a status."),
    team("a NUL in the query", () => ({ path: "/api/admin/mdf?status=a%00b" }), 400, forbiddenAddressMessage),
  ]),

  file: refuses(fileRoute, "/api/admin/mdf/files/{id}", "GET", () => [
    ...sessionCases(() => ({ params: { id: crypto.randomUUID() } }), false),
    ...unknownIds((id) => ({ params: { id } }), m.claimNotFound),
    team("a claim's id for a file's", () => ({ params: { id: mdf.claims.waiting } }), 404, m.claimNotFound),
    team(
      "a NUL in the query",
      () => ({ path: "/x?a=%00", params: { id: mdf.claims.waiting } }),
      400,
      forbiddenAddressMessage,
    ),
  ]),

  approveClaim: refuses(approveClaimRoute, "/api/admin/mdf/claims/{id}/approve", "POST", () => [
    ...claimCases({}, amountCases),
    team(
      "more than was claimed",
      () => ({ params: { id: mdf.claims.waiting }, body: { amountMinor: CLAIMED_MINOR + 1 } }),
      409,
      m.approveOverClaimed(money(CLAIMED_MINOR)),
    ),
  ]),

  rejectClaim: refuses(rejectClaimRoute, "/api/admin/mdf/claims/{id}/reject", "POST", () =>
    claimCases({ reason: "No invoice." }, reasonCases),
  ),

  changes: refuses(changesRoute, "/api/admin/mdf/requests/{id}/changes", "POST", () =>
    decisionCases({ reason: "Name the venue." }, reasonCases),
  ),

  approve: refuses(approveRoute, "/api/admin/mdf/requests/{id}/approve", "POST", () => [
    ...decisionCases({}, amountCases),
    team(
      "more than was requested",
      () => ({ params: { id: mdf.requests.submitted }, body: { amountMinor: SEEDED_MINOR + 1 } }),
      409,
      m.approveOverRequested(money(SEEDED_MINOR)),
    ),
  ]),

  reject: refuses(rejectRoute, "/api/admin/mdf/requests/{id}/reject", "POST", () =>
    decisionCases({ reason: "Outside the programme." }, reasonCases),
  ),

  plan: refuses(planRoute, "/api/admin/mdf/requests/{id}/plan", "GET", () => [
    ...sessionCases(() => ({ params: { id: mdf.requests.submitted } }), false),
    ...unknownIds((id) => ({ params: { id } }), m.notFound),
    team("a request without a plan", () => ({ params: { id: mdf.requests.submitted } }), 404, m.planNotFound),
    team("a claim's id for a request's", () => ({ params: { id: mdf.claims.waiting } }), 404, m.notFound),
  ]),

  budget: refuses(budgetRoute, "/api/admin/mdf/budgets/{partnerId}", "GET", () => {
    const of =
      (partnerId: () => string, query = "") =>
      (): Options => ({
        path: `/api/admin/mdf/budgets/x${query}`,
        params: { partnerId: partnerId() },
      });
    const owner = () => mdf.owner.partnerId;
    return [
      ...sessionCases(of(owner), false),
      team("a quarter 5", of(owner, "?quarter=2026-Q5"), 400, m.quarter),
      team("a quarter as a month", of(owner, "?quarter=2026-10"), 400, m.quarter),
      team("a NUL in the query", of(owner, "?quarter=a%00b"), 400, forbiddenAddressMessage),
      team(
        "an unknown partner",
        of(() => crypto.randomUUID()),
        404,
        adminMessages.notFound,
      ),
      team(
        "a partner id with SQL",
        of(() => "' OR '1'='1"),
        404,
        adminMessages.notFound,
      ),
    ];
  }),

  allocate: refuses(allocateRoute, "/api/admin/mdf/budgets/{partnerId}", "POST", () => {
    const bad = (name: string, fields: Record<string, unknown>, error: string) =>
      team(name, () => allocate(allocation(fields)), 400, error);
    return [
      ...sessionCases(() => allocate(allocation()), true),
      ...bodyCases(() => ({ params: { partnerId: mdf.owner.partnerId } })),
      bad("an unknown key", { partnerId: mdf.other.partnerId }, unrecognized("partnerId")),
      bad("no quarter", { quarter: undefined }, m.quarter),
      bad("a quarter 5", { quarter: "2026-Q5" }, m.quarter),
      bad("a quarter that is a number", { quarter: 2026 }, m.quarter),
      bad("no kind", { kind: undefined }, "Choose an allocation or a top-up."),
      bad("an unknown kind", { kind: "bonus" }, "Choose an allocation or a top-up."),
      bad("no amount", { amountMinor: undefined }, m.amount),
      bad("a negative amount", { amountMinor: -1 }, m.amount),
      bad("a fractional amount", { amountMinor: 0.5 }, m.amount),
      bad("an amount as a string", { amountMinor: "800000" }, m.amount),
      bad("an amount over the largest", { amountMinor: MDF_MAX_MINOR + 1 }, m.amount),
      bad("no reason", { reason: undefined }, m.reason),
      bad("a reason of 1,001 characters", { reason: "r".repeat(1001) }, m.reason),
      bad("a reason with NUL", { reason: "a\u0000b" }, textMessages.multiLine),
      team(
        "an unknown partner",
        () => ({ params: { partnerId: crypto.randomUUID() }, body: allocation() }),
        404,
        adminMessages.notFound,
      ),
      team(
        "an allocation below what the quarter holds",
        () => allocate(allocation({ amountMinor: SEEDED_MINOR })),
        409,
        m.allocationBelowHeld(money(7 * SEEDED_MINOR)),
      ),
    ];
  }),
};

describe("the team's market development refusals", () => {
  it("covers each endpoint with at least 8 refusals, and those taking a body with 20", () => {
    for (const [endpoint, count] of Object.entries(counts)) expect(count, endpoint).toBeGreaterThanOrEqual(8);
    for (const endpoint of [
      "approveClaim",
      "rejectClaim",
      "changes",
      "approve",
      "reject",
      "allocate",
    ] as const)
      expect(counts[endpoint], endpoint).toBeGreaterThanOrEqual(20);
  });
});
