import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { GET as payoutsRoute, POST as requestRoute } from "@/app/api/partners/payouts/route";
import { GET as partnerCommissionsRoute } from "@/app/api/partners/commissions/route";
import { GET as partnerExportRoute } from "@/app/api/partners/commissions/export/route";
import { GET as adminCommissionsRoute } from "@/app/api/admin/commissions/route";
import { GET as adminExportRoute } from "@/app/api/admin/commissions/export/route";
import { POST as approveRoute } from "@/app/api/admin/commissions/[id]/approve/route";
import { GET as adminPayoutsRoute } from "@/app/api/admin/payouts/route";
import { POST as paidRoute } from "@/app/api/admin/payouts/[id]/paid/route";
import { invalidCharactersMessage } from "@/lib/validation/parse";
import { createSession } from "@/lib/server/auth/session";
import { getDb } from "@/lib/server/db";
import { forbiddenAddressMessage } from "@/server/address-checks";
import { adminMessages, listQuerySchema } from "@/lib/validation/admin";
import { authMessages } from "@/lib/validation/auth";
import { dealMessages } from "@/lib/validation/deals";
import { payoutMessages } from "@/lib/validation/payouts";
import { adminToken, createTestPartner, partnerToken } from "@/test/support/accounts";
import { insertCommission, payoutFootprint } from "@/test/support/payouts";
import {
  callRoute,
  clientAddresses,
  type CallOptions,
  type CallResult,
  type Handler,
} from "@/test/support/routes";
import { DAY_MS } from "@/lib/time";

// Bad input on every commission and payout endpoint: the 4xx, the exact message the caller
// sees (errors[field] for a field), and nothing changed: payout requests, commissions (status,
// payout link, payment), audit log and outbox rows are the same before and after.

vi.mock("@/lib/server/mail/sender", () => ({ kickMailSender: vi.fn(), startMailSender: vi.fn() }));
const db = freshTestDatabase();
const nextIp = clientAddresses("10.42");
const long = (length: number) => "x".repeat(length);
const injection = "'; DROP TABLE payout_requests; --";
const crossSite = "Cross-site requests are not allowed.";
const today = () => new Date().toISOString().slice(0, 10);
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
const json = (raw: string, type = "application/json") => ({
  rawBody: raw,
  headers: { "content-type": type },
});

interface Refusal {
  status: number;
  error: string;
  /** errors as the answer carries them; absent when the refusal names no field. */
  errors?: Record<string, string>;
}
const refused = (status: number, error: string, field?: string): Refusal => ({
  status,
  error,
  ...(field ? { errors: { [field]: error } } : {}),
});

async function expectRefusal(call: () => Promise<CallResult>, expected: Refusal) {
  const before = await payoutFootprint();
  const result = await call();
  expect({ status: result.status, error: result.json.error, errors: result.json.errors }).toEqual({
    ...expected,
    errors: expected.errors,
  });
  expect(await payoutFootprint()).toEqual(before);
}

/** A signed-in partner whose account is not in good standing (or is), with its partner id. */
async function partnerSession(options: Parameters<typeof createTestPartner>[0] = {}) {
  const account = await createTestPartner(options);
  const session = await createSession(await getDb(), account.user);
  return { token: session.token, partnerId: account.partner.id };
}
const requestPayment = (token: string, options: Partial<CallOptions> = {}) =>
  callRoute(requestRoute, "/api/partners/payouts", { method: "POST", token, ip: nextIp(), ...options });

let admin: { token: string; userId: string };
beforeAll(async () => {
  admin = await adminToken();
});

describe("POST /api/partners/payouts refuses, storing nothing", () => {
  type Who = { token: string; partnerId: string };
  interface Case {
    name: string;
    who?: () => Promise<Who>;
    /** The partner's commissions and requests before the call (default: 150 approved, enough to be paid). */
    seed?: (who: Who) => Promise<unknown>;
    call?: (who: Who) => Partial<CallOptions> | Promise<Partial<CallOptions>>;
    expected: Refusal;
  }
  const eligible = (who: Who) => insertCommission(who.partnerId, 150);
  const requested = async (who: Who) => {
    await eligible(who);
    expect((await requestPayment(who.token)).status).toBe(201);
  };
  const below = (approved: string) => refused(409, payoutMessages.belowMinimum("$100.00", approved));
  const open = refused(409, payoutMessages.openRequest);
  const fields = refused(400, payoutMessages.requestFields, "body");
  const cases: Case[] = [
    // Not enough approved, unpaid commissions.
    { name: "no commissions at all", seed: async () => {}, expected: below("$0.00") },
    {
      name: "approved total one cent short (99.99)",
      seed: (who) => insertCommission(who.partnerId, 99.99),
      expected: below("$99.99"),
    },
    {
      name: "three approved of 33.33",
      seed: async (who) => {
        for (let i = 0; i < 3; i += 1) await insertCommission(who.partnerId, 33.33);
      },
      expected: below("$99.99"),
    },
    {
      name: "approved 60 beside pending 500",
      seed: async (who) => {
        await insertCommission(who.partnerId, 60);
        await insertCommission(who.partnerId, 500, "pending");
      },
      expected: below("$60.00"),
    },
    {
      name: "pending commissions only",
      seed: (who) => insertCommission(who.partnerId, 500, "pending"),
      expected: below("$0.00"),
    },
    {
      name: "requested commissions only",
      seed: (who) => insertCommission(who.partnerId, 500, "requested"),
      expected: below("$0.00"),
    },
    {
      name: "paid commissions only",
      seed: (who) => insertCommission(who.partnerId, 1000, "paid"),
      expected: below("$0.00"),
    },
    {
      name: "another partner's approved commissions",
      seed: async () => insertCommission((await createTestPartner()).partner.id, 500),
      expected: below("$0.00"),
    },
    {
      name: "after a paid request, nothing approved since",
      seed: async (who) => {
        await requested(who);
        await db()
          .updateTable("payout_requests")
          .set({ status: "paid" })
          .where("partner_id", "=", who.partnerId)
          .execute();
        await db()
          .updateTable("commissions")
          .set({ status: "paid" })
          .where("partner_id", "=", who.partnerId)
          .execute();
      },
      expected: below("$0.00"),
    },
    // A request is open.
    { name: "a duplicate submit (the same request again)", seed: requested, expected: open },
    {
      name: "a request open and 60 approved since",
      seed: async (who) => {
        await requested(who);
        await insertCommission(who.partnerId, 60);
      },
      expected: open,
    },
    // Request Payment takes no fields.
    { name: "an amount", call: () => ({ body: { amount: 50 } }), expected: fields },
    {
      name: "commission ids",
      call: async (who) => ({ body: { commissionIds: [await insertCommission(who.partnerId, 10)] } }),
      expected: fields,
    },
    {
      name: "another partner's id",
      call: async () => ({ body: { partnerId: (await createTestPartner()).partner.id } }),
      expected: fields,
    },
    { name: "a status", call: () => ({ body: { status: "paid" } }), expected: fields },
    { name: "an injection string", call: () => ({ body: { note: injection } }), expected: fields },
    { name: "a full-width field name", call: () => ({ body: { ａｍｏｕｎｔ: 50 } }), expected: fields },
    { name: "a __proto__ field", call: () => json('{"__proto__":{"isAdmin":true}}'), expected: fields },
    { name: "a field name with NUL", call: () => json('{"a\\u0000":1}'), expected: fields },
    { name: "an array body", call: () => ({ body: [] }), expected: fields },
    { name: "a null body", call: () => ({ body: null }), expected: fields },
    { name: "a string body", call: () => ({ body: "pay me" }), expected: fields },
    { name: "a number body", call: () => ({ body: 150 }), expected: fields },
    {
      name: "broken JSON",
      call: () => json("{"),
      expected: refused(400, "The request body is not valid JSON."),
    },
    {
      name: "a form body",
      call: () => json("amount=50", "application/x-www-form-urlencoded"),
      expected: refused(415, "The request body must be JSON (Content-Type: application/json)."),
    },
    {
      name: "a text body",
      call: () => json("please pay", "text/plain"),
      expected: refused(415, "The request body must be JSON (Content-Type: application/json)."),
    },
    {
      name: "a body over 1 KB",
      call: () => ({ body: { padding: long(2048) } }),
      expected: refused(413, "The request body is too large (limit 1 KB)."),
    },
    // Who may ask.
    {
      name: "a foreign Origin",
      call: () => ({ headers: { origin: "https://evil.example" } }),
      expected: refused(403, crossSite),
    },
    {
      name: "an opaque (null) Origin",
      call: () => ({ headers: { origin: "null" } }),
      expected: refused(403, crossSite),
    },
    {
      name: "the same host over another scheme",
      call: () => ({ headers: { origin: "https://localhost:3000" } }),
      expected: refused(403, crossSite),
    },
    {
      name: "no session",
      call: () => ({ token: undefined }),
      expected: refused(401, authMessages.unauthenticated),
    },
    {
      name: "a forged token",
      call: () => ({ token: "forged.token.value" }),
      expected: refused(401, authMessages.unauthenticated),
    },
    {
      name: "an admin's session",
      call: () => ({ token: admin.token }),
      expected: refused(403, authMessages.partnersOnly),
    },
    {
      name: "an unverified email",
      who: () => partnerSession({ verified: false }),
      expected: refused(403, authMessages.emailNotVerified),
    },
    {
      name: "a company pending approval",
      who: () => partnerSession({ status: "pending_approval" }),
      expected: refused(403, authMessages.pendingApproval),
    },
    {
      name: "a rejected company",
      who: () => partnerSession({ status: "rejected" }),
      expected: refused(403, authMessages.notApproved),
    },
  ];

  it.each(cases)(
    "$name",
    async ({ who: makeWho = partnerToken, seed = eligible, call = () => ({}), expected }) => {
      const who = await makeWho();
      await seed(who);
      const options = await call(who);
      await expectRefusal(() => requestPayment(who.token, options), expected);
    },
  );

  it("the creation limit (20 an hour per address) answers 429 and stores nothing", async () => {
    const who = await partnerToken();
    const ip = nextIp();
    const statuses: number[] = [];
    // Nothing to request yet: each attempt is a 409, and each counts.
    for (let i = 0; i < 20; i += 1) statuses.push((await requestPayment(who.token, { ip })).status);
    expect(statuses).toEqual(Array(20).fill(409));
    await insertCommission(who.partnerId, 150);
    await expectRefusal(
      () => requestPayment(who.token, { ip }),
      refused(429, "Too many payment requests. Please try again later."),
    );
    // The limit is the address's: from another one the same request goes through.
    expect((await requestPayment(who.token)).status).toBe(201);
  });
});

describe("POST /api/admin/payouts/{id}/paid refuses, changing nothing", () => {
  interface Context {
    payoutId: string;
    partnerId: string;
    partnerToken: string;
    commissionId: string;
  }
  interface Case {
    name: string;
    body?: unknown;
    call?: (ctx: Context) => Partial<CallOptions>;
    seed?: (ctx: Context) => Promise<unknown>;
    id?: (ctx: Context) => string;
    expected: Refusal;
  }
  const valid = () => ({ paymentReference: "WIRE-2026-001", payoutDate: today() });
  const withDate = (payoutDate: unknown) => ({ ...valid(), payoutDate });
  const withReference = (paymentReference: unknown) => ({ ...valid(), paymentReference });
  const date = (message: string) => refused(400, message, "payoutDate");
  const reference = (message: string) => refused(400, message, "paymentReference");
  const notFound = refused(404, adminMessages.notFound);
  const cases: Case[] = [
    {
      name: "an empty object",
      body: {},
      expected: {
        status: 400,
        error: payoutMessages.paymentReference,
        errors: { paymentReference: payoutMessages.paymentReference, payoutDate: payoutMessages.payoutDate },
      },
    },
    { name: "an array body", body: [valid()], expected: refused(400, payoutMessages.paidBody, "body") },
    { name: "a null body", body: null, expected: refused(400, payoutMessages.paidBody, "body") },
    { name: "a string body", body: "WIRE-1", expected: refused(400, payoutMessages.paidBody, "body") },
    {
      name: "an unknown field (status)",
      body: { ...valid(), status: "paid" },
      expected: refused(400, 'Unrecognized key: "status"', "body"),
    },
    {
      name: "an unknown field (amount)",
      body: { ...valid(), amount: 1 },
      expected: refused(400, 'Unrecognized key: "amount"', "body"),
    },
    {
      name: "broken JSON",
      call: () => json('{"paymentReference":'),
      expected: refused(400, "The request body is not valid JSON."),
    },
    { name: "an empty body", call: () => json(""), expected: refused(400, "The request body is empty.") },
    {
      name: "a form body",
      call: () => json("paymentReference=WIRE-1", "application/x-www-form-urlencoded"),
      expected: refused(415, "The request body must be JSON (Content-Type: application/json)."),
    },
    // The reference.
    {
      name: "reference missing",
      body: { payoutDate: today() },
      expected: reference(payoutMessages.paymentReference),
    },
    {
      name: "reference empty",
      body: withReference(""),
      expected: reference(payoutMessages.paymentReference),
    },
    {
      name: "reference blank",
      body: withReference(" \t "),
      expected: reference(payoutMessages.paymentReference),
    },
    {
      name: "reference of 101 characters",
      body: withReference(long(101)),
      expected: reference(payoutMessages.paymentReferenceLength),
    },
    {
      name: "reference a number",
      body: withReference(20260110),
      expected: reference(payoutMessages.paymentReference),
    },
    {
      name: "reference null",
      body: withReference(null),
      expected: reference(payoutMessages.paymentReference),
    },
    {
      name: "reference a list",
      body: withReference(["WIRE-1"]),
      expected: reference(payoutMessages.paymentReference),
    },
    {
      name: "reference an operator object",
      body: withReference({ $ne: "" }),
      expected: reference(payoutMessages.paymentReference),
    },
    {
      name: "reference with a line break",
      body: withReference("WIRE-1\r\nBcc: all@example.com"),
      expected: reference(payoutMessages.paymentReferenceLine),
    },
    {
      name: "reference with a tab",
      body: withReference("WIRE\t1"),
      expected: reference(payoutMessages.paymentReferenceLine),
    },
    {
      name: "reference with NUL",
      body: withReference("WIRE\u00001"),
      expected: reference(payoutMessages.paymentReferenceLine),
    },
    {
      name: "reference with a right-to-left override",
      body: withReference("WIRE-\u202E100-1"),
      expected: reference(payoutMessages.paymentReferenceLine),
    },
    {
      name: "reference with a lone surrogate",
      body: withReference("WIRE-\uD800"),
      expected: reference(invalidCharactersMessage),
    },
    // The date.
    { name: "date missing", body: { paymentReference: "WIRE-1" }, expected: date(payoutMessages.payoutDate) },
    { name: "date in words", body: withDate("yesterday"), expected: date(payoutMessages.payoutDate) },
    {
      name: "date that does not exist",
      body: withDate("2026-02-30"),
      expected: date(payoutMessages.payoutDate),
    },
    { name: "date month 13", body: withDate("2026-13-01"), expected: date(payoutMessages.payoutDate) },
    { name: "date day first", body: withDate("10/01/2026"), expected: date(payoutMessages.payoutDate) },
    {
      name: "date with a time",
      body: withDate(`${today()}T00:00:00Z`),
      expected: date(payoutMessages.payoutDate),
    },
    { name: "date a number", body: withDate(20260110), expected: date(payoutMessages.payoutDate) },
    { name: "date with SQL", body: withDate(injection), expected: date(payoutMessages.payoutDate) },
    {
      name: "date in full-width digits",
      body: withDate("２０２６-０１-１０"),
      expected: date(payoutMessages.payoutDate),
    },
    {
      name: "date before 2000",
      body: withDate("1999-12-31"),
      expected: date(payoutMessages.payoutDateFloor),
    },
    { name: "date in year 1", body: withDate("0001-01-01"), expected: date(payoutMessages.payoutDateFloor) },
    {
      name: "date the day after tomorrow",
      body: withDate(inDays(2)),
      expected: date(payoutMessages.payoutDateFuture),
    },
    { name: "date in 9999", body: withDate("9999-12-31"), expected: date(payoutMessages.payoutDateFuture) },
    {
      name: "date the day before the request",
      seed: (ctx) =>
        db()
          .updateTable("payout_requests")
          .set({ created_at: "2025-06-01T10:00:00.000Z" })
          .where("id", "=", ctx.payoutId)
          .execute(),
      body: withDate("2025-05-31"),
      expected: date(payoutMessages.payoutDateBeforeRequest),
    },
    // The request.
    { name: "an unknown id", id: () => randomUUID(), body: valid(), expected: notFound },
    { name: "an id with SQL", id: () => "' or 1=1 --", body: valid(), expected: notFound },
    { name: "an id of 300 characters", id: () => long(300), body: valid(), expected: notFound },
    {
      name: "the id in upper case",
      id: (ctx) => ctx.payoutId.toUpperCase(),
      body: valid(),
      expected: notFound,
    },
    { name: "a commission's id", id: (ctx) => ctx.commissionId, body: valid(), expected: notFound },
    { name: "an emoji id", id: () => "🙂", body: valid(), expected: notFound },
    {
      name: "an id with NUL",
      id: () => "a\u0000b",
      body: valid(),
      expected: refused(400, forbiddenAddressMessage),
    },
    {
      name: "paid twice",
      seed: async (ctx) =>
        expect(
          (
            await callRoute(paidRoute, "/x", {
              method: "POST",
              token: admin.token,
              params: { id: ctx.payoutId },
              body: valid(),
            })
          ).status,
        ).toBe(200),
      body: { ...valid(), paymentReference: "WIRE-AGAIN" },
      expected: refused(409, payoutMessages.alreadyPaid),
    },
    // Who may mark it.
    {
      name: "a foreign Origin",
      body: valid(),
      call: () => ({ headers: { origin: "https://evil.example" } }),
      expected: refused(403, crossSite),
    },
    {
      name: "the partner's own session",
      body: valid(),
      call: (ctx) => ({ token: ctx.partnerToken }),
      expected: refused(403, authMessages.adminsOnly),
    },
    {
      name: "no session",
      body: valid(),
      call: () => ({ token: undefined }),
      expected: refused(401, authMessages.unauthenticated),
    },
  ];

  it.each(cases)(
    "$name",
    async ({ body, call = () => ({}), seed = async () => {}, id = (ctx) => ctx.payoutId, expected }) => {
      const partner = await partnerToken();
      const commissionId = await insertCommission(partner.partnerId, 150);
      const payout = (await requestPayment(partner.token)).json.payout as { id: string };
      const ctx: Context = {
        payoutId: payout.id,
        partnerId: partner.partnerId,
        partnerToken: partner.token,
        commissionId,
      };
      await seed(ctx);
      await expectRefusal(
        () =>
          callRoute(paidRoute, "/x", {
            method: "POST",
            token: admin.token,
            params: { id: id(ctx) },
            ...(body === undefined ? {} : { body }),
            ...call(ctx),
          }),
        expected,
      );
    },
  );
});

describe("POST /api/admin/commissions/{id}/approve refuses, changing nothing", () => {
  interface Context {
    commissionId: string;
    dealId: string;
    partnerId: string;
    partnerToken: string;
  }
  interface Case {
    name: string;
    id?: (ctx: Context) => string;
    seed?: (ctx: Context) => Promise<unknown>;
    call?: (ctx: Context) => Partial<CallOptions>;
    expected: Refusal;
  }
  const notFound = refused(404, adminMessages.notFound);
  const reviewed = refused(409, dealMessages.commissionReviewed);
  const setStatus = (status: string) => (ctx: Context) =>
    db().updateTable("commissions").set({ status }).where("id", "=", ctx.commissionId).execute();
  const hostileIds = [
    randomUUID(),
    "00000000-0000-0000-0000-000000000000",
    "' or 1=1 --",
    "1; drop table commissions",
    long(300),
    "🙂",
    "<script>alert(1)</script>",
    "../../etc/passwd",
    "ＩＤ",
    "İstanbul",
    " ",
    "",
    "null",
    "0",
    "-1",
    "%",
    "*",
    "id\r\nX-Injected: 1",
  ];
  const cases: Case[] = [
    ...hostileIds.map((value): Case => ({
      name: `the id ${JSON.stringify(value.length > 40 ? `${value.slice(0, 10)}…` : value)}`,
      id: () => value,
      expected: notFound,
    })),
    { name: "the id in upper case", id: (ctx) => ctx.commissionId.toUpperCase(), expected: notFound },
    { name: "the partner's id", id: (ctx) => ctx.partnerId, expected: notFound },
    { name: "its deal's id", id: (ctx) => ctx.dealId, expected: notFound },
    { name: "an id with NUL", id: () => "a\u0000b", expected: refused(400, forbiddenAddressMessage) },
    {
      name: "an id with a lone surrogate",
      id: () => "a\uD800b",
      expected: refused(400, forbiddenAddressMessage),
    },
    { name: "approved already", seed: setStatus("approved"), expected: reviewed },
    { name: "in a payout request (requested)", seed: setStatus("requested"), expected: reviewed },
    { name: "paid", seed: setStatus("paid"), expected: reviewed },
    {
      name: "approved twice",
      seed: async (ctx) =>
        expect(
          (
            await callRoute(approveRoute, "/x", {
              method: "POST",
              token: admin.token,
              params: { id: ctx.commissionId },
            })
          ).status,
        ).toBe(200),
      expected: reviewed,
    },
    {
      name: "a foreign Origin",
      call: () => ({ headers: { origin: "https://evil.example" } }),
      expected: refused(403, crossSite),
    },
    {
      name: "an opaque (null) Origin",
      call: () => ({ headers: { origin: "null" } }),
      expected: refused(403, crossSite),
    },
    {
      name: "the partner's own session",
      call: (ctx) => ({ token: ctx.partnerToken }),
      expected: refused(403, authMessages.adminsOnly),
    },
    {
      name: "no session",
      call: () => ({ token: undefined }),
      expected: refused(401, authMessages.unauthenticated),
    },
    {
      name: "a forged token",
      call: () => ({ token: "forged.token.value" }),
      expected: refused(401, authMessages.unauthenticated),
    },
  ];

  it.each(cases)(
    "$name",
    async ({ id = (ctx) => ctx.commissionId, seed = async () => {}, call = () => ({}), expected }) => {
      const partner = await partnerToken();
      const commissionId = await insertCommission(partner.partnerId, 150, "pending");
      const dealId = (
        await db()
          .selectFrom("commissions")
          .select("deal_id")
          .where("id", "=", commissionId)
          .executeTakeFirstOrThrow()
      ).deal_id!;
      const ctx: Context = {
        commissionId,
        dealId,
        partnerId: partner.partnerId,
        partnerToken: partner.token,
      };
      await seed(ctx);
      await expectRefusal(
        () =>
          callRoute(approveRoute, "/x", {
            method: "POST",
            token: admin.token,
            params: { id: id(ctx) },
            ...call(ctx),
          }),
        expected,
      );
    },
  );
});

// The console's lists and export: [name, query string, who calls, expected].
type ListCase = [
  name: string,
  query: string,
  caller: "admin" | "partner" | "none" | "forged",
  expected: Refusal,
];
/** The page size's message as the console's one list query words it. */
const pageSizeRefusal = (value: string) =>
  refused(400, listQuerySchema.safeParse({ pageSize: value }).error!.issues[0]!.message, "pageSize");
const unknownStatus = refused(400, adminMessages.unknownStatus, "status");
const statusCases = (values: string[]): ListCase[] =>
  values.map((value) => [
    `status ${JSON.stringify(value.length > 40 ? `${value.slice(0, 10)}… (${value.length})` : value)}`,
    `status=${encodeURIComponent(value)}`,
    "admin",
    unknownStatus,
  ]);
const pageSizeCases: ListCase[] = ["0", "-1", "101", "1000000", "abc", "1.5", "NaN", "Infinity", "1e3"].map(
  (size) => [`pageSize ${size}`, `pageSize=${encodeURIComponent(size)}`, "admin", pageSizeRefusal(size)],
);
const nulCases: ListCase[] = [
  [
    "NUL in the status",
    `status=${encodeURIComponent("paid\u0000")}`,
    "admin",
    refused(400, forbiddenAddressMessage),
  ],
  [
    "NUL in the search",
    `search=${encodeURIComponent("a\u0000b")}`,
    "admin",
    refused(400, forbiddenAddressMessage),
  ],
  [
    "NUL in the partner id",
    `partnerId=${encodeURIComponent("a\u0000")}`,
    "admin",
    refused(400, forbiddenAddressMessage),
  ],
  [
    "NUL in a parameter's name",
    `${encodeURIComponent("x\u0000")}=1`,
    "admin",
    refused(400, forbiddenAddressMessage),
  ],
];
const callerCases: ListCase[] = [
  ["a partner's session", "", "partner", refused(403, authMessages.adminsOnly)],
  ["no session", "", "none", refused(401, authMessages.unauthenticated)],
  ["a forged token", "status=all", "forged", refused(401, authMessages.unauthenticated)],
];
// A status is trimmed like every console list's ("pending " is pending); a zero-width space is not.
const hostileStatuses = [
  "bogus",
  "PENDING",
  "Paid",
  "pending\u200b",
  "pen ding",
  "processing",
  "rejected",
  "all;drop table commissions",
  "' or 1=1 --",
  "ｐｅｎｄｉｎｇ",
  "<script>alert(1)</script>",
  long(41),
  "pending,paid",
  "__proto__",
  "🙂",
];
const partnerIdTooLong: ListCase = [
  "a partner id of 65 characters",
  `partnerId=${long(65)}`,
  "admin",
  refused(400, payoutMessages.partnerId, "partnerId"),
];

const adminListCases: [string, Handler, string, ListCase[]][] = [
  [
    "GET /api/admin/commissions",
    adminCommissionsRoute,
    "/api/admin/commissions",
    [...statusCases(hostileStatuses), ...pageSizeCases, partnerIdTooLong, ...nulCases, ...callerCases],
  ],
  [
    "GET /api/admin/commissions/export",
    adminExportRoute,
    "/api/admin/commissions/export",
    [
      ...statusCases(hostileStatuses),
      partnerIdTooLong,
      ["a search of 201 characters (q)", `q=${long(201)}`, "admin", refused(400, payoutMessages.search, "q")],
      [
        "a search of 201 characters (search)",
        `search=${long(201)}`,
        "admin",
        refused(400, payoutMessages.search, "q"),
      ],
      [
        "a status beside a search too long",
        `status=paid&q=${long(300)}`,
        "admin",
        refused(400, payoutMessages.search, "q"),
      ],
      ...nulCases,
      ...callerCases,
    ],
  ],
  [
    "GET /api/admin/payouts",
    adminPayoutsRoute,
    "/api/admin/payouts",
    [
      ...statusCases([
        "bogus",
        "all",
        "pending",
        "approved",
        "PAID",
        "Requested",
        "requested;drop table payout_requests",
        "' or 1=1 --",
        "ｐａｉｄ",
        long(41),
        "__proto__",
        "🙂",
        "<script>alert(1)</script>",
      ]),
      ...pageSizeCases,
      ...nulCases,
      ...callerCases,
    ],
  ],
];

describe.each(adminListCases)("%s refuses bad queries and callers", (_label, route, path, cases) => {
  let partner: string;
  beforeAll(async () => {
    partner = (await partnerToken()).token;
  });

  it("has at least 25 cases", () => expect(cases.length).toBeGreaterThanOrEqual(25));

  it.each(cases)("%s", async (_name, query, caller, expected) => {
    const token = { admin: admin.token, partner, none: undefined, forged: "forged.token.value" }[caller];
    await expectRefusal(async () => {
      const result = await callRoute(route, `${path}?${query}`, { token });
      // A refused export is a JSON error, never a CSV.
      expect(result.response.headers.get("content-type")).toContain("application/json");
      return result;
    }, expected);
  });
});

describe("hostile filters the console accepts match nothing rather than everything", () => {
  it("an injection or unicode partner id or search finds no rows; a real filter still works", async () => {
    const partner = await partnerToken();
    await insertCommission(partner.partnerId, 120, "approved", "Filter Target Co");
    await insertCommission((await partnerToken()).partnerId, 130, "approved", "Someone Else Co");
    const items = async (query: string) =>
      (
        (await callRoute(adminCommissionsRoute, `/api/admin/commissions?${query}`, { token: admin.token }))
          .json.items as { partnerId: string }[]
      ).map((c) => c.partnerId);
    const csvRows = async (query: string) =>
      (
        await (
          await callRoute(adminExportRoute, `/api/admin/commissions/export?${query}`, { token: admin.token })
        ).response.text()
      )
        .trimEnd()
        .split("\r\n").length - 1;
    for (const hostile of [
      `partnerId=${encodeURIComponent("' or '1'='1")}`,
      `partnerId=${encodeURIComponent("%")}`,
      `partnerId=${encodeURIComponent("ｐａｒｔｎｅｒ")}`,
      `search=${encodeURIComponent("%' or '1'='1")}`,
      `search=${encodeURIComponent("_")}`,
    ]) {
      expect(await items(hostile), hostile).toEqual([]);
      expect(await csvRows(hostile), hostile).toBe(0);
    }
    expect(await items(`partnerId=${partner.partnerId}`)).toEqual([partner.partnerId]);
    expect(await csvRows(`partnerId=${partner.partnerId}&status=approved`)).toBe(1);
    const payouts = await callRoute(
      adminPayoutsRoute,
      `/api/admin/payouts?search=${encodeURIComponent("' or 1=1 --")}`,
      { token: admin.token },
    );
    expect([payouts.status, payouts.json.total]).toEqual([200, 0]);
  });
});

describe("a partner's own commissions and payouts only, whatever the query", () => {
  // These endpoints take no query: an unknown parameter is ignored (the answer is the same as
  // without it, holding only the partner's own rows), a NUL anywhere is refused (400).
  const partnerReads: [string, Handler, string][] = [
    ["GET /api/partners/commissions", partnerCommissionsRoute, "/api/partners/commissions"],
    ["GET /api/partners/commissions/export", partnerExportRoute, "/api/partners/commissions/export"],
    ["GET /api/partners/payouts", payoutsRoute, "/api/partners/payouts"],
  ];
  let owner: { token: string; partnerId: string };
  let other: { token: string; partnerId: string; commissionId: string; payoutId: string };
  beforeAll(async () => {
    owner = await partnerToken();
    await insertCommission(owner.partnerId, 110, "approved", "Own Customer One");
    await requestPayment(owner.token);
    await insertCommission(owner.partnerId, 40, "pending", "Own Customer Two");
    const second = await partnerToken();
    const commissionId = await insertCommission(second.partnerId, 700, "approved", "Foreign Customer Ltd");
    const payout = (await requestPayment(second.token)).json.payout as { id: string };
    other = { ...second, commissionId, payoutId: payout.id };
  });
  const read = async (route: Handler, path: string, options: Partial<CallOptions> = {}) => {
    const result = await callRoute(route, path, { token: owner.token, ...options });
    return {
      status: result.status,
      body:
        result.status === 200 && !result.response.headers.get("content-type")?.includes("json")
          ? await result.response.text()
          : result.json,
    };
  };

  const ignored: [string, () => string][] = [
    ["another partner's id (partnerId)", () => `partnerId=${other.partnerId}`],
    ["another partner's id (partner_id)", () => `partner_id=${other.partnerId}`],
    ["another partner's id as a list", () => `partnerId[]=${other.partnerId}`],
    [
      "another partner's id, then the partner's own",
      () => `partnerId=${other.partnerId}&partnerId=${owner.partnerId}`,
    ],
    ["another partner's commission id", () => `id=${other.commissionId}`],
    ["another partner's payout id", () => `payoutId=${other.payoutId}`],
    ["a prototype-polluting name", () => `__proto__[partnerId]=${other.partnerId}`],
    ["an unknown status", () => "status=bogus"],
    ["status all", () => "status=all"],
    ["a huge page size", () => "pageSize=1000000"],
    ["a negative page", () => "page=-1"],
    ["a limit and offset", () => "limit=100000&offset=-5"],
    ["an injection search", () => `q=${encodeURIComponent("' or 1=1 --")}`],
    ["an injection sort", () => `sort=${encodeURIComponent("amount; drop table commissions")}`],
    ["a LIKE wildcard search", () => "search=%25"],
    ["a full-width parameter name", () => `${encodeURIComponent("ｐａｒｔｎｅｒＩｄ")}=${other.partnerId}`],
    ["an emoji", () => `q=${encodeURIComponent("🙂")}`],
    ["a script", () => `q=${encodeURIComponent("<script>alert(1)</script>")}`],
    ["a header injection", () => `format=${encodeURIComponent("csv\r\nSet-Cookie: x=1")}`],
  ];
  const nul: [string, () => string][] = [
    ["NUL in a value", () => `q=${encodeURIComponent("a\u0000b")}`],
    ["NUL after another partner's id", () => `partnerId=${encodeURIComponent(`${other.partnerId}\u0000`)}`],
    ["NUL in a parameter's name", () => `${encodeURIComponent("x\u0000")}=1`],
  ];
  const callers: [string, () => Promise<string | undefined>, Refusal][] = [
    ["no session", async () => undefined, refused(401, authMessages.unauthenticated)],
    ["a forged token", async () => "forged.token.value", refused(401, authMessages.unauthenticated)],
    ["an admin's session", async () => admin.token, refused(403, authMessages.partnersOnly)],
    [
      "an unverified email",
      async () => (await partnerSession({ verified: false })).token,
      refused(403, authMessages.emailNotVerified),
    ],
    [
      "a company pending approval",
      async () => (await partnerSession({ status: "pending_approval" })).token,
      refused(403, authMessages.pendingApproval),
    ],
  ];

  describe.each(partnerReads)("%s", (_label, route, path) => {
    it("has at least 25 cases", () =>
      expect(ignored.length + nul.length + callers.length).toBeGreaterThanOrEqual(25));

    it("answers only the partner's own rows", async () => {
      const plain = await read(route, path);
      expect(plain.status).toBe(200);
      const text = JSON.stringify(plain.body);
      expect(text).toContain("110");
      expect(text).not.toContain(other.partnerId);
      expect(text).not.toContain(other.commissionId);
      expect(text).not.toContain(other.payoutId);
      expect(text).not.toContain("Foreign Customer");
    });

    it.each(ignored)("%s is ignored: the same answer, the partner's own rows", async (_name, query) => {
      const before = await payoutFootprint();
      expect(await read(route, `${path}?${query()}`)).toEqual(await read(route, path));
      expect(await payoutFootprint()).toEqual(before);
    });

    it.each(nul)("%s is refused", async (_name, query) => {
      await expectRefusal(
        () => callRoute(route, `${path}?${query()}`, { token: owner.token }),
        refused(400, forbiddenAddressMessage),
      );
    });

    it.each(callers)("%s is refused", async (_name, token, expected) => {
      const caller = await token();
      await expectRefusal(
        () => callRoute(route, `${path}?partnerId=${other.partnerId}`, { token: caller }),
        expected,
      );
    });
  });
});
