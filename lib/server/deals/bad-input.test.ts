import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { GET as listRoute, POST as createRoute } from "@/app/api/partners/deals/route";
import { GET as getRoute, PATCH as patchRoute } from "@/app/api/partners/deals/[id]/route";
import { POST as withdrawRoute } from "@/app/api/partners/deals/[id]/withdraw/route";
import { POST as extensionRoute } from "@/app/api/partners/deals/[id]/extension/route";
import { invalidCharactersMessage } from "@/lib/validation/parse";
import { dealCreationLimit, dealExtensionLimit } from "@/lib/api/partner-deals";
import { textMessages } from "@/lib/validation/text";
import { env } from "@/lib/server/env";
import { authMessages } from "@/lib/validation/auth-messages";
import { dealMessages as M } from "@/lib/validation/deals";
import { forbiddenAddressMessage } from "@/server/address-checks";
import { partnerToken } from "@/test/support/accounts";
import {
  dealBody,
  dealFootprint,
  inDays,
  postDeal,
  seedDeal,
  type SeededDealState,
} from "@/test/support/deals";
import { callRoute, clientAddresses, type CallResult, type Handler } from "@/test/support/routes";

// Bad input on every partner deal endpoint: a 4xx, the message the partner sees (the field's
// own message in errors[field], or the 404/409 message), and nothing stored or changed:
// every deal row as it was, no new history entry, no new email in the outbox. Then the
// limits, the Origin and Bearer guards, and duplicate submits.

vi.mock("@/lib/server/mail/sender", () => ({ kickMailSender: vi.fn(), startMailSender: vi.fn() }));

const db = freshTestDatabase();
const nextIp = clientAddresses("10.21");
const long = (length: number) => "x".repeat(length);

// Zod's own texts, where a schema names none: a body that is not an object, and an unknown
// field of a strict schema.
const notAnObject = (received: string) => `Invalid input: expected object, received ${received}`;
const unknownKey = (key: string) => `Unrecognized key: "${key}"`;
// Answers of the handler wrapper (lib/api/read-body.ts) before any schema runs.
const notJson = "The request body is not valid JSON.";
const emptyBody = "The request body is empty.";
const notJsonType = "The request body must be JSON (Content-Type: application/json).";
const tooLarge = "The request body is too large (limit 32 KB).";
const crossSite = "Cross-site requests are not allowed.";

/** A body sent as these exact bytes (JSON.stringify cannot write 1e999, a repeated key or broken JSON). */
class RawBody {
  constructor(
    readonly text: string,
    readonly type = "application/json",
  ) {}
}

type Seeded = { id: string; website: string };
interface World {
  owner: { token: string; partnerId: string };
  intruder: { token: string; partnerId: string };
  /** The owner's deals, one per state. */
  own: Record<SeededDealState, Seeded>;
  /** The intruder's deals. */
  foreign: Record<"pending" | "approved" | "inWindow" | "withdrawn", Seeded>;
}
let world: World;

beforeAll(async () => {
  const owner = await partnerToken();
  const intruder = await partnerToken();
  const states: SeededDealState[] = [
    "pending",
    "approved",
    "inWindow",
    "requested",
    "expired",
    "withdrawn",
    "rejected",
    "closed_won",
    "closed_lost",
  ];
  const own = {} as World["own"];
  for (const state of states) own[state] = await seedDeal(owner.token, state, nextIp());
  const foreign = {} as World["foreign"];
  for (const state of ["pending", "approved", "inWindow", "withdrawn"] as const)
    foreign[state] = await seedDeal(intruder.token, state, nextIp());
  world = { owner, intruder, own, foreign };
});

interface Case {
  name: string;
  /** The path's id (the endpoint's usual target when left out). */
  id?: (w: World) => string;
  body?: unknown;
  /** The query string, from "?". */
  query?: string;
  status: number;
  error: string;
  /** The body field whose message `error` is (errors[field]); none for a 404, 409 or a body-level answer. */
  field?: string;
}

function send(
  handler: Handler,
  method: string,
  id: string,
  body: unknown,
  options: { token: string; query?: string; headers?: Record<string, string> },
): Promise<CallResult> {
  const payload =
    body instanceof RawBody
      ? { rawBody: body.text, headers: { "content-type": body.type, ...options.headers } }
      : { ...(body === undefined ? {} : { body }), headers: options.headers };
  return callRoute(handler, `/api/partners/deals/x${options.query ?? ""}`, {
    method,
    token: options.token,
    params: { id },
    ip: nextIp(),
    ...payload,
  });
}

/** The refusal the case names, with nothing written anywhere. */
async function expectRefused(
  result: CallResult,
  c: Pick<Case, "status" | "error" | "field">,
  before: Awaited<ReturnType<typeof dealFootprint>>,
) {
  expect(result.status).toBe(c.status);
  if (c.field) expect((result.json.errors as Record<string, string> | undefined)?.[c.field]).toBe(c.error);
  else expect(result.json.error).toBe(c.error);
  expect(result.json.success).toBe(false);
  expect(result.json.deal ?? result.json.deals).toBeUndefined();
  expect(await dealFootprint()).toEqual(before);
}

// Ids that are not one of the signed-in partner's deals: all "Deal not found." (another
// partner's deal exactly as an unknown id), except characters no address may carry.
const notFound = (name: string, id: (w: World) => string): Case => ({
  name,
  id,
  status: 404,
  error: M.notFound,
});
const idCases: Case[] = [
  notFound("an unknown id", () => randomUUID()),
  notFound("another partner's pending deal", (w) => w.foreign.pending.id),
  notFound("another partner's approved deal", (w) => w.foreign.approved.id),
  notFound("another partner's deal in its extension window", (w) => w.foreign.inWindow.id),
  notFound("another partner's withdrawn deal", (w) => w.foreign.withdrawn.id),
  notFound("SQL: or 1=1", () => "' or 1=1 --"),
  notFound(
    "SQL: a stacked update after an own id",
    (w) => `${w.own.pending.id}'; update deals set status = 'approved';--`,
  ),
  notFound("SQL: a LIKE wildcard", () => "%"),
  notFound("SQL: underscores the length of an id", () => "_".repeat(36)),
  notFound("a NoSQL operator", () => '{"$ne":null}'),
  notFound("an own id in capitals", (w) => w.own.pending.id.toUpperCase()),
  notFound("an own id with a trailing space", (w) => `${w.own.pending.id} `),
  notFound("an own id with a zero-width space", (w) => `${w.own.pending.id}\u200b`),
  notFound("an own id percent-encoded again", (w) => w.own.pending.id.replaceAll("-", "%2D")),
  notFound("unicode", () => "délai-ü-😀-中文"),
  notFound("a right-to-left override", () => "\u202eled-laed"),
  notFound("overlong (5,000 characters)", () => "a".repeat(5000)),
  notFound("an own id repeated 100 times", (w) => w.own.pending.id.repeat(100)),
  notFound("empty", () => ""),
  notFound("a space", () => " "),
  notFound("the word null", () => "null"),
  notFound("the word undefined", () => "undefined"),
  notFound("zero", () => "0"),
  notFound("a path traversal", () => "../../admin/deals"),
  {
    name: "an own id with a NUL",
    id: (w) => `${w.own.pending.id}\u0000`,
    status: 400,
    error: forbiddenAddressMessage,
  },
  { name: "a lone surrogate", id: () => "deal\uD800", status: 400, error: forbiddenAddressMessage },
];

/** The id cases, each with `body` (a valid one, so that only the id is wrong). */
const withId = (cases: Case[], body: unknown): Case[] => cases.map((c) => ({ ...c, body }));
/** `list`, 400 where a case names no status. */
const badRequests = (list: (Omit<Case, "status"> & { status?: number })[]): Case[] =>
  list.map((c) => ({ ...c, status: c.status ?? 400 }));

describe("POST /api/partners/deals: 400 with the field's message, nothing stored", () => {
  const infinite = new RawBody(
    JSON.stringify(dealBody({ dealSize: 0 })).replace('"dealSize":0', '"dealSize":1e999'),
  );
  const cases: [string, unknown, string, string][] = [
    ["no body fields", {}, "customerName", M.customerName],
    ["array body", [], "body", notAnObject("array")],
    ["null body", null, "body", notAnObject("null")],
    ["customer name missing", dealBody({ customerName: "" }), "customerName", M.customerName],
    ["customer name blank", dealBody({ customerName: "   " }), "customerName", M.customerName],
    ["customer name too long", dealBody({ customerName: long(201) }), "customerName", M.customerName],
    ["customer name a number", dealBody({ customerName: 42 }), "customerName", M.customerName],
    [
      "customer name with a NUL",
      dealBody({ customerName: "Con\u0000toso" }),
      "customerName",
      textMessages.singleLine,
    ],
    [
      "customer name with a line break (a forged email line)",
      dealBody({ customerName: "Contoso\r\nBcc: victim@evil.test" }),
      "customerName",
      textMessages.singleLine,
    ],
    [
      "contact name with a line feed",
      dealBody({ contactName: "Carla\nBcc: victim@evil.test" }),
      "contactName",
      textMessages.singleLine,
    ],
    [
      "contact title with a carriage return",
      dealBody({ contactTitle: "CFO\rBcc: victim@evil.test" }),
      "contactTitle",
      textMessages.singleLine,
    ],
    [
      "contact name with a lone surrogate",
      dealBody({ contactName: "Carla \uD800" }),
      "contactName",
      invalidCharactersMessage,
    ],
    [
      "website not a domain",
      dealBody({ customerWebsite: "not a website" }),
      "customerWebsite",
      M.customerWebsite,
    ],
    [
      "website javascript: scheme",
      dealBody({ customerWebsite: "javascript:alert(1)" }),
      "customerWebsite",
      M.customerWebsite,
    ],
    [
      "website with SQL",
      dealBody({ customerWebsite: "x.example'; drop table deals;--" }),
      "customerWebsite",
      M.customerWebsite,
    ],
    [
      "website unicode spoof",
      dealBody({ customerWebsite: "cоntoso.example" }),
      "customerWebsite",
      M.customerWebsite,
    ],
    [
      "website with a port no URL can have",
      dealBody({ customerWebsite: "contoso.example:99999" }),
      "customerWebsite",
      M.customerWebsite,
    ],
    ["contact email invalid", dealBody({ contactEmail: "carla" }), "contactEmail", M.contactEmail],
    [
      "contact email with a header injection",
      dealBody({ contactEmail: "carla@contoso.example\r\nBcc: all@contoso.example" }),
      "contactEmail",
      M.contactEmail,
    ],
    ["contact title missing", dealBody({ contactTitle: "" }), "contactTitle", M.contactTitle],
    ["decision maker missing", dealBody({ decisionMaker: null }), "decisionMaker", M.decisionMakerName],
    [
      "decision maker email invalid",
      dealBody({ decisionMaker: { name: "D", email: "nope" } }),
      "decisionMaker.email",
      M.decisionMakerEmail,
    ],
    ["deal size zero", dealBody({ dealSize: 0 }), "dealSize", M.dealSize],
    ["deal size negative", dealBody({ dealSize: -10 }), "dealSize", M.dealSize],
    ["deal size too large", dealBody({ dealSize: 100_000_001 }), "dealSize", M.dealSize],
    ["deal size a string", dealBody({ dealSize: "120000" }), "dealSize", M.dealSize],
    ["deal size infinite (1e999)", infinite, "dealSize", M.dealSize],
    [
      "close date in the past",
      dealBody({ expectedCloseDate: inDays(-1) }),
      "expectedCloseDate",
      M.expectedCloseDate,
    ],
    [
      "close date beyond 2 years",
      dealBody({ expectedCloseDate: inDays(800) }),
      "expectedCloseDate",
      M.expectedCloseDate,
    ],
    [
      "close date not a date",
      dealBody({ expectedCloseDate: "next month" }),
      "expectedCloseDate",
      M.expectedCloseDate,
    ],
    [
      "close date impossible",
      dealBody({ expectedCloseDate: "2026-02-30" }),
      "expectedCloseDate",
      M.expectedCloseDate,
    ],
    ["products empty", dealBody({ products: [] }), "products", M.products],
    ["products unknown", dealBody({ products: ["<script>alert(1)</script>"] }), "products.0", M.products],
    [
      "products duplicated",
      dealBody({ products: ["accounts-payable", "accounts-payable"] }),
      "products",
      M.products,
    ],
    ["products not a list", dealBody({ products: "accounts-payable" }), "products", M.products],
    ["notes too long", dealBody({ notes: long(2001) }), "notes", M.notes],
    ["unknown field (status)", dealBody({ status: "approved" }), "body", unknownKey("status")],
    ["unknown field (partnerId)", dealBody({ partnerId: "someone-else" }), "body", unknownKey("partnerId")],
  ];

  it.each(cases)("%s", async (_name, body, field, message) => {
    const before = await dealFootprint();
    const result =
      body instanceof RawBody
        ? await send(createRoute, "POST", "", body, { token: world.owner.token })
        : await postDeal(world.owner.token, body, { ip: nextIp() });
    await expectRefused(result, { status: 400, error: message, field }, before);
  });

  it("a duplicate submit is 409 naming the first deal, and stores nothing more; a double click stores one deal", async () => {
    const { token } = await partnerToken();
    const body = dealBody({ customerWebsite: "double-submit.example" });
    const first = await postDeal(token, body, { ip: nextIp() });
    expect(first.status).toBe(201);
    const before = await dealFootprint();
    const again = await postDeal(token, body, { ip: nextIp() });
    expect([again.status, again.json.error, (again.json.existingDeal as { id: string }).id]).toEqual([
      409,
      M.ownDuplicate,
      (first.json.deal as { _id: string })._id,
    ]);
    expect(await dealFootprint()).toEqual(before);

    const clicks = await Promise.all(
      [1, 2].map(() =>
        postDeal(token, dealBody({ customerWebsite: "double-click.example" }), { ip: nextIp() }),
      ),
    );
    expect(clicks.map((c) => c.status).sort()).toEqual([201, 409]);
    const after = await dealFootprint();
    expect([after.deals.length, after.events, after.outbox]).toEqual([
      before.deals.length + 1,
      before.events + 1,
      before.outbox + 2,
    ]);
  });
});

describe("GET /api/partners/deals: hostile query strings are 400 with the parameter's message and show nothing", () => {
  const page = "Page must be a number.";
  const pageSize = "Page size must be between 1 and 500.";
  const search = "Please keep the search under 200 characters.";
  const status = "Unknown status.";
  const enc = encodeURIComponent;
  const cases = badRequests([
    { name: "page zero", query: "?page=0", field: "page", error: page },
    { name: "page negative", query: "?page=-1", field: "page", error: page },
    { name: "page a word", query: "?page=abc", field: "page", error: page },
    { name: "page a fraction", query: "?page=1.5", field: "page", error: page },
    { name: "page past 100,000", query: "?page=100001", field: "page", error: page },
    { name: "page overflowing to Infinity", query: "?page=1e400", field: "page", error: page },
    { name: "page empty", query: "?page=", field: "page", error: page },
    { name: "page repeated, the last one bad", query: "?page=1&page=abc", field: "page", error: page },
    { name: "page size zero", query: "?pageSize=0", field: "pageSize", error: pageSize },
    { name: "page size negative", query: "?pageSize=-5", field: "pageSize", error: pageSize },
    { name: "page size 501", query: "?pageSize=501", field: "pageSize", error: pageSize },
    { name: "page size 100,000", query: "?pageSize=100000", field: "pageSize", error: pageSize },
    { name: "page size a fraction", query: "?pageSize=2.5", field: "pageSize", error: pageSize },
    { name: "page size NaN", query: "?pageSize=NaN", field: "pageSize", error: pageSize },
    {
      name: "page size with SQL",
      query: `?pageSize=${enc("10; drop table deals")}`,
      field: "pageSize",
      error: pageSize,
    },
    { name: "search of 201 characters", query: `?q=${long(201)}`, field: "q", error: search },
    { name: "search of 201 emoji", query: `?q=${enc("😀".repeat(201))}`, field: "q", error: search },
    { name: "search with a NUL", query: "?q=a%00b", status: 400, error: forbiddenAddressMessage },
    { name: "a parameter name with a NUL", query: "?%00=1", status: 400, error: forbiddenAddressMessage },
    { name: "status unknown", query: "?status=everything", field: "status", error: status },
    { name: "status in capitals", query: "?status=PENDING", field: "status", error: status },
    {
      name: "status with SQL",
      query: `?status=${enc("pending' or '1'='1")}`,
      field: "status",
      error: status,
    },
    { name: "status with unicode", query: `?status=${enc("pénding")}`, field: "status", error: status },
    { name: "status empty", query: "?status=", field: "status", error: status },
    { name: "status with a trailing space", query: "?status=pending%20", field: "status", error: status },
    {
      name: "status a script",
      query: `?status=${enc("<script>alert(1)</script>")}`,
      field: "status",
      error: status,
    },
    { name: "status of another table (paid)", query: "?status=paid", field: "status", error: status },
    { name: "status with a NUL", query: "?status=all%00", error: forbiddenAddressMessage },
  ]);

  it.each(cases)("$name", async (c) => {
    const before = await dealFootprint();
    await expectRefused(
      await callRoute(listRoute, `/api/partners/deals${c.query}`, { token: world.owner.token }),
      c,
      before,
    );
  });

  it.each(["%' or '1'='1", "' or partner_id like '%", "%", "_", "\\", "Seed seed-"])(
    "a search for %j that is only text finds none of another partner's deals",
    async (q) => {
      const stranger = await partnerToken();
      const result = await callRoute(listRoute, `/api/partners/deals?q=${encodeURIComponent(q)}&status=all`, {
        token: stranger.token,
      });
      expect([result.status, result.json.total, result.json.deals]).toEqual([200, 0, []]);
    },
  );
});

describe("GET /api/partners/deals/{id}: 404 for every id that is not the partner's, nothing changes", () => {
  const cases: Case[] = [
    ...idCases,
    {
      name: "another partner's deal, the query naming that partner",
      id: (w) => w.foreign.pending.id,
      query: "?partnerId=intruder&id=own",
      status: 404,
      error: M.notFound,
    },
    {
      name: "an own deal with a NUL in the query",
      id: (w) => w.own.pending.id,
      query: "?view=%00",
      status: 400,
      error: forbiddenAddressMessage,
    },
  ];

  it.each(cases)("$name", async (c) => {
    const before = await dealFootprint();
    await expectRefused(
      await send(getRoute, "GET", c.id!(world), undefined, { token: world.owner.token, query: c.query }),
      c,
      before,
    );
  });
});

describe("PATCH /api/partners/deals/{id}: 4xx with the field's, 404 or 409 message, the deal unchanged", () => {
  // The usual target: the owner's pending deal, its own website kept.
  const edit = (overrides: Record<string, unknown> = {}) => ({ __edit: overrides });
  const cases = badRequests([
    { name: "no body fields", body: {}, field: "customerName", error: M.customerName },
    { name: "array body", body: [], field: "body", error: notAnObject("array") },
    { name: "null body", body: null, field: "body", error: notAnObject("null") },
    { name: "string body", body: "customerName=Contoso", field: "body", error: notAnObject("string") },
    { name: "not JSON", body: new RawBody("{customerName: 'Contoso'"), error: notJson },
    { name: "empty body", body: new RawBody(""), error: emptyBody },
    {
      name: "a form instead of JSON",
      body: new RawBody("customerName=Contoso", "application/x-www-form-urlencoded"),
      error: notJsonType,
      status: 415,
    },
    { name: "a body over 32 KB", body: edit({ notes: long(40_000) }), error: tooLarge, status: 413 },
    {
      name: "customer name empty",
      body: edit({ customerName: "" }),
      field: "customerName",
      error: M.customerName,
    },
    {
      name: "customer name too long",
      body: edit({ customerName: long(201) }),
      field: "customerName",
      error: M.customerName,
    },
    {
      name: "customer name an operator object",
      body: edit({ customerName: { $ne: null } }),
      field: "customerName",
      error: M.customerName,
    },
    {
      name: "customer name with a NUL",
      body: edit({ customerName: "Con\u0000toso" }),
      field: "customerName",
      error: textMessages.singleLine,
    },
    {
      name: "customer name with a line feed",
      body: edit({ customerName: "Contoso\nBcc: victim@evil.test" }),
      field: "customerName",
      error: textMessages.singleLine,
    },
    {
      name: "website with SQL",
      body: edit({ customerWebsite: "x.example'; drop table deals;--" }),
      field: "customerWebsite",
      error: M.customerWebsite,
    },
    {
      name: "website unicode spoof",
      body: edit({ customerWebsite: "cоntoso.example" }),
      field: "customerWebsite",
      error: M.customerWebsite,
    },
    {
      name: "website over 253 characters",
      body: edit({
        customerWebsite: `${"a".repeat(63)}.${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(63)}.example`,
      }),
      field: "customerWebsite",
      error: M.customerWebsite,
    },
    {
      name: "website with a port no URL can have",
      body: edit({ customerWebsite: "contoso.example:65536" }),
      field: "customerWebsite",
      error: M.customerWebsite,
    },
    {
      name: "contact email with a header injection",
      body: edit({ contactEmail: "carla@contoso.example\r\nBcc: all@contoso.example" }),
      field: "contactEmail",
      error: M.contactEmail,
    },
    {
      name: "decision maker a string",
      body: edit({ decisionMaker: "Dana CFO" }),
      field: "decisionMaker",
      error: M.decisionMakerName,
    },
    {
      name: "decision maker's name empty",
      body: edit({ decisionMaker: { name: "", email: "dana@contoso.example" } }),
      field: "decisionMaker.name",
      error: M.decisionMakerName,
    },
    { name: "deal size a string", body: edit({ dealSize: "5000" }), field: "dealSize", error: M.dealSize },
    { name: "deal size a boolean", body: edit({ dealSize: true }), field: "dealSize", error: M.dealSize },
    {
      name: "deal size infinite (1e999)",
      body: edit({ dealSize: "1e999" }),
      field: "dealSize",
      error: M.dealSize,
    },
    {
      name: "close date yesterday",
      body: edit({ expectedCloseDate: inDays(-1) }),
      field: "expectedCloseDate",
      error: M.expectedCloseDate,
    },
    {
      name: "close date beyond 2 years",
      body: edit({ expectedCloseDate: inDays(800) }),
      field: "expectedCloseDate",
      error: M.expectedCloseDate,
    },
    {
      name: "close date with a time",
      body: edit({ expectedCloseDate: "2030-01-01T00:00:00Z" }),
      field: "expectedCloseDate",
      error: M.expectedCloseDate,
    },
    {
      name: "products duplicated",
      body: edit({ products: ["accounts-payable", "accounts-payable"] }),
      field: "products",
      error: M.products,
    },
    { name: "products empty", body: edit({ products: [] }), field: "products", error: M.products },
    { name: "notes too long", body: edit({ notes: long(2001) }), field: "notes", error: M.notes },
    { name: "notes a number", body: edit({ notes: 42 }), field: "notes", error: M.notes },
    {
      name: "unknown field (status)",
      body: edit({ status: "approved" }),
      field: "body",
      error: unknownKey("status"),
    },
    {
      name: "unknown field (partnerId)",
      body: edit({ partnerId: "someone-else" }),
      field: "body",
      error: unknownKey("partnerId"),
    },
    {
      name: "unknown field (protectionExpires)",
      body: edit({ protectionExpires: "2099-12-31" }),
      field: "body",
      error: unknownKey("protectionExpires"),
    },
    {
      name: "the website of another partner's deal",
      body: edit({ customerWebsite: "@foreign.pending" }),
      status: 409,
      error: M.otherPartner,
    },
    {
      name: "the website of the partner's own approved deal",
      body: edit({ customerWebsite: "@own.approved" }),
      status: 409,
      error: M.ownDuplicate,
    },
    ...(
      ["approved", "inWindow", "expired", "withdrawn", "rejected", "closed_won", "closed_lost"] as const
    ).map((state) => ({
      name: `an edit of a ${state} deal`,
      id: (w: World) => w.own[state].id,
      body: edit(),
      status: 409,
      error: M.notEditable,
    })),
    ...withId(idCases, edit()),
  ]);

  /** The case's body: an edit of the target keeps its website unless told, "@own.approved" names a seeded deal's. */
  function bodyOf(c: Case, target: Seeded): unknown {
    const overrides = (c.body as { __edit?: Record<string, unknown> } | null)?.__edit;
    if (!overrides) return c.body;
    const website = overrides.customerWebsite;
    const named = typeof website === "string" && website.startsWith("@") ? website.slice(1).split(".") : null;
    const seeded = named
      ? (world[named[0] as "own" | "foreign"] as Record<string, Seeded>)[named[1]!]!.website
      : undefined;
    const body = dealBody({
      customerWebsite: target.website,
      ...overrides,
      ...(seeded ? { customerWebsite: seeded } : {}),
    });
    return overrides.dealSize === "1e999"
      ? new RawBody(JSON.stringify({ ...body, dealSize: 0 }).replace('"dealSize":0', '"dealSize":1e999'))
      : body;
  }

  it.each(cases)("$name", async (c) => {
    const id = c.id ? c.id(world) : world.own.pending.id;
    const target = Object.values(world.own).find((deal) => deal.id === id) ?? world.own.pending;
    const before = await dealFootprint();
    await expectRefused(
      await send(patchRoute, "PATCH", id, bodyOf(c, target), { token: world.owner.token }),
      c,
      before,
    );
  });
});

describe("POST /api/partners/deals/{id}/withdraw: 404 or 409, the deal unchanged", () => {
  // Withdraw takes no fields (refuseBodyFields in lib/api/read-body.ts): the target
  // is the owner's pending deal, which a request read as a plain withdrawal would withdraw.
  const cases: Case[] = [
    ...badRequests([
      {
        name: "unknown field (status)",
        body: { status: "approved" },
        field: "body",
        error: M.withdrawFields,
      },
      {
        name: "unknown field (partnerId)",
        body: { partnerId: "someone-else" },
        field: "body",
        error: M.withdrawFields,
      },
      {
        name: "a reason (withdraw has none)",
        body: { reason: "Changed our minds" },
        field: "body",
        error: M.withdrawFields,
      },
      { name: "array body", body: [], field: "body", error: M.withdrawFields },
      { name: "null body", body: null, field: "body", error: M.withdrawFields },
      { name: "string body", body: "withdraw", field: "body", error: M.withdrawFields },
      { name: "not JSON", body: new RawBody("{status: 'withdrawn'"), error: notJson },
      {
        name: "a form instead of JSON",
        body: new RawBody("status=withdrawn", "application/x-www-form-urlencoded"),
        error: notJsonType,
        status: 415,
      },
      {
        name: "a body over 1 KB",
        body: { reason: long(2000) },
        error: "The request body is too large (limit 1 KB).",
        status: 413,
      },
    ]),
    ...withId(idCases, undefined),
    { name: "a second withdraw", id: (w) => w.own.withdrawn.id, status: 409, error: M.notWithdrawable },
    { name: "a rejected deal", id: (w) => w.own.rejected.id, status: 409, error: M.notWithdrawable },
    { name: "a closed won deal", id: (w) => w.own.closed_won.id, status: 409, error: M.notWithdrawable },
    { name: "a closed lost deal", id: (w) => w.own.closed_lost.id, status: 409, error: M.notWithdrawable },
  ];

  it.each(cases)("$name", async (c) => {
    const before = await dealFootprint();
    await expectRefused(
      await send(withdrawRoute, "POST", c.id ? c.id(world) : world.own.pending.id, c.body, {
        token: world.owner.token,
      }),
      c,
      before,
    );
  });

  it("a double click withdraws once: one 200, one 409, one history entry", async () => {
    const owner = await partnerToken();
    const deal = await seedDeal(owner.token, "approved", nextIp());
    const before = await dealFootprint();
    const clicks = await Promise.all(
      [1, 2].map(() => send(withdrawRoute, "POST", deal.id, undefined, { token: owner.token })),
    );
    expect(clicks.map((c) => [c.status, c.json.error ?? null]).sort()).toEqual([
      [200, null],
      [409, M.notWithdrawable],
    ]);
    const after = await dealFootprint();
    expect([after.events, after.outbox]).toEqual([before.events + 1, before.outbox]);
  });

  it("no body, an empty one or {} withdraw alike", async () => {
    const owner = await partnerToken();
    for (const body of [undefined, new RawBody(""), new RawBody(" \n", ""), {}]) {
      const deal = await seedDeal(owner.token, "pending", nextIp());
      const result = await send(withdrawRoute, "POST", deal.id, body, { token: owner.token });
      expect(
        [result.status, (result.json.deal as { status?: string } | undefined)?.status],
        JSON.stringify(body),
      ).toEqual([200, "withdrawn"]);
      const row = await db()
        .selectFrom("deals")
        .select(["partner_id", "status", "active_domain"])
        .where("id", "=", deal.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ partner_id: owner.partnerId, status: "withdrawn", active_domain: null });
    }
  });
});

describe("POST /api/partners/deals/{id}/extension: 4xx with the reason's, 404 or 409 message, nothing requested", () => {
  const reason = { reason: "The board meets next month." };
  const cases = badRequests([
    { name: "no body fields", body: {}, field: "reason", error: M.extensionReason },
    { name: "array body", body: [reason], field: "body", error: notAnObject("array") },
    { name: "null body", body: null, field: "body", error: notAnObject("null") },
    { name: "string body", body: "The board meets next month.", field: "body", error: notAnObject("string") },
    { name: "number body", body: 30, field: "body", error: notAnObject("number") },
    { name: "not JSON", body: new RawBody("{reason: 'x'}"), error: notJson },
    { name: "empty body", body: new RawBody(""), error: emptyBody },
    {
      name: "a form instead of JSON",
      body: new RawBody("reason=x", "application/x-www-form-urlencoded"),
      error: notJsonType,
      status: 415,
    },
    { name: "a body over 32 KB", body: { reason: long(40_000) }, error: tooLarge, status: 413 },
    { name: "reason empty", body: { reason: "" }, field: "reason", error: M.extensionReason },
    { name: "reason blank", body: { reason: " \n\t " }, field: "reason", error: M.extensionReason },
    {
      name: "reason over 1,000 characters",
      body: { reason: long(1001) },
      field: "reason",
      error: M.extensionReason,
    },
    {
      name: "reason of 1,001 emoji",
      body: { reason: "😀".repeat(1001) },
      field: "reason",
      error: M.extensionReason,
    },
    { name: "reason a number", body: { reason: 42 }, field: "reason", error: M.extensionReason },
    { name: "reason null", body: { reason: null }, field: "reason", error: M.extensionReason },
    { name: "reason a boolean", body: { reason: true }, field: "reason", error: M.extensionReason },
    { name: "reason a list", body: { reason: ["The board"] }, field: "reason", error: M.extensionReason },
    {
      name: "reason an operator object",
      body: { reason: { $ne: null } },
      field: "reason",
      error: M.extensionReason,
    },
    {
      name: "reason with a NUL",
      body: { reason: "Board\u0000meets" },
      field: "reason",
      error: textMessages.multiLine,
    },
    {
      name: "reason with a lone surrogate",
      body: { reason: "Board \uDC00" },
      field: "reason",
      error: invalidCharactersMessage,
    },
    {
      name: "a repeated key, the last one empty",
      body: new RawBody('{"reason":"The board meets.","reason":""}'),
      field: "reason",
      error: M.extensionReason,
    },
    {
      name: "unknown field (status)",
      body: { ...reason, status: "granted" },
      field: "body",
      error: unknownKey("status"),
    },
    {
      name: "unknown field (protectionExpires)",
      body: { ...reason, protectionExpires: "2099-12-31" },
      field: "body",
      error: unknownKey("protectionExpires"),
    },
    {
      name: "unknown field (days)",
      body: { ...reason, days: 365 },
      field: "body",
      error: unknownKey("days"),
    },
    {
      name: "a second request (already requested)",
      id: (w) => w.own.requested.id,
      body: reason,
      status: 409,
      error: M.extensionNotAllowed,
    },
    {
      name: "a pending deal",
      id: (w) => w.own.pending.id,
      body: reason,
      status: 409,
      error: M.extensionNotAllowed,
    },
    {
      name: "before the last 30 days of protection",
      id: (w) => w.own.approved.id,
      body: reason,
      status: 409,
      error: M.extensionNotAllowed,
    },
    ...(["expired", "withdrawn", "rejected", "closed_won", "closed_lost"] as const).map((state) => ({
      name: `a ${state} deal`,
      id: (w: World) => w.own[state].id,
      body: reason,
      status: 409,
      error: M.extensionNotAllowed,
    })),
    ...withId(idCases, reason),
  ]);

  it.each(cases)("$name", async (c) => {
    const before = await dealFootprint();
    await expectRefused(
      await send(extensionRoute, "POST", c.id ? c.id(world) : world.own.inWindow.id, c.body, {
        token: world.owner.token,
      }),
      c,
      before,
    );
  });

  it("another partner's request is 404 and changes nothing; the owner's own then succeeds once, and a double click asks once", async () => {
    const deal = await seedDeal(world.owner.token, "inWindow", nextIp());
    const before = await dealFootprint();
    await expectRefused(
      await send(extensionRoute, "POST", deal.id, reason, { token: world.intruder.token }),
      { status: 404, error: M.notFound },
      before,
    );
    const clicks = await Promise.all(
      [1, 2].map(() => send(extensionRoute, "POST", deal.id, reason, { token: world.owner.token })),
    );
    expect(clicks.map((c) => [c.status, c.json.error ?? null]).sort()).toEqual([
      [200, null],
      [409, M.extensionNotAllowed],
    ]);
    const after = await dealFootprint();
    expect([after.events, after.outbox]).toEqual([before.events + 1, before.outbox + 1]);
    expect(after.deals.find((row) => row.id === deal.id)).toMatchObject({
      extension_status: "requested",
      extension_reason: reason.reason,
    });
  });
});

describe("rate limits: the refused request stores nothing", () => {
  // The limiter's store (rate_limits), as the two-factor tests move its window: fills this
  // address's window so that `left` requests remain, rather than spending it request by request.
  async function leaveInWindow(rule: { name: string; limit: number }, ip: string, left: number) {
    const hits = rule.limit * env().ADDRESS_RATE_LIMIT_SCALE - left;
    await db()
      .insertInto("rate_limits")
      .values({ key: `${rule.name}:${ip}`, window_start: new Date().toISOString(), hits })
      .execute();
  }

  it("registering: the last registration the limit allows is stored, the next is 429 with the limit's message", async () => {
    const { token } = await partnerToken();
    const ip = nextIp();
    await leaveInWindow(dealCreationLimit, ip, 1);
    expect((await postDeal(token, dealBody({ customerWebsite: "limit-last.example" }), { ip })).status).toBe(
      201,
    );
    const before = await dealFootprint();
    const refused = await postDeal(token, dealBody({ customerWebsite: "limit-refused.example" }), { ip });
    await expectRefused(refused, { status: 429, error: dealCreationLimit.message }, before);
    expect(Number(refused.response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(
      (await postDeal(token, dealBody({ customerWebsite: "limit-refused.example" }), { ip: nextIp() }))
        .status,
    ).toBe(201);
  });

  it("extension requests (deals:extension): the last one allowed goes through, the next is 429 and the deal is unchanged", async () => {
    const allowed = await seedDeal(world.owner.token, "inWindow", nextIp());
    const refusedDeal = await seedDeal(world.owner.token, "inWindow", nextIp());
    const ip = nextIp();
    await leaveInWindow(dealExtensionLimit, ip, 1);
    const call = (id: string, from: string) =>
      callRoute(extensionRoute, "/x", {
        method: "POST",
        token: world.owner.token,
        params: { id },
        body: { reason: "Budget cycle." },
        ip: from,
      });
    expect((await call(allowed.id, ip)).status).toBe(200);
    const before = await dealFootprint();
    await expectRefused(
      await call(refusedDeal.id, ip),
      { status: 429, error: dealExtensionLimit.message },
      before,
    );
    expect((await call(refusedDeal.id, nextIp())).status).toBe(200);
  });
});

describe("Origin and Bearer guard every change: 403 or 401, nothing changes", () => {
  const endpoints = [
    {
      name: "PATCH /api/partners/deals/{id}",
      state: "pending" as const,
      call: (id: string, website: string, token: string | undefined, headers?: Record<string, string>) =>
        callRoute(patchRoute, "/x", {
          method: "PATCH",
          token,
          params: { id },
          headers,
          ip: nextIp(),
          body: dealBody({ customerWebsite: website, customerName: "Edited" }),
        }),
    },
    {
      name: "POST /api/partners/deals/{id}/withdraw",
      state: "approved" as const,
      call: (id: string, _website: string, token: string | undefined, headers?: Record<string, string>) =>
        callRoute(withdrawRoute, "/x", { method: "POST", token, params: { id }, headers, ip: nextIp() }),
    },
    {
      name: "POST /api/partners/deals/{id}/extension",
      state: "inWindow" as const,
      call: (id: string, _website: string, token: string | undefined, headers?: Record<string, string>) =>
        callRoute(extensionRoute, "/x", {
          method: "POST",
          token,
          params: { id },
          headers,
          ip: nextIp(),
          body: { reason: "Budget cycle." },
        }),
    },
  ];

  it.each(endpoints)("$name", async ({ state, call }) => {
    const deal = await seedDeal(world.owner.token, state, nextIp());
    const before = await dealFootprint();
    for (const origin of [
      "https://evil.example",
      "null",
      "http://localhost:3000.evil.example",
      "https://localhost:3000",
    ]) {
      await expectRefused(
        await call(deal.id, deal.website, world.owner.token, { origin }),
        { status: 403, error: crossSite },
        before,
      );
    }
    await expectRefused(
      await call(deal.id, deal.website, undefined),
      { status: 401, error: authMessages.unauthenticated },
      before,
    );
    await expectRefused(
      await call(deal.id, deal.website, "not-a-session-token"),
      { status: 401, error: authMessages.unauthenticated },
      before,
    );
    const done = await call(deal.id, deal.website, world.owner.token);
    expect(done.status).toBe(200);
    expect(await dealFootprint()).not.toEqual(before);
  });
});
