import { describe, expect, it } from "vitest";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { authMessages } from "@/lib/validation/auth";
import { payoutMessages } from "@/lib/validation/payouts";
import { createTestPartner, partnerToken } from "@/test/support/accounts";
import { insertCommission } from "@/test/support/payouts";
import { type CallOptions } from "@/test/support/routes";
import {
  nextIp,
  long,
  injection,
  crossSite,
  json,
  Refusal,
  refused,
  expectRefusal,
  partnerSession,
  requestPayment,
  admin,
  preparePayoutRefusals,
} from "@/test/support/payout-refusals";

// Bad input on a partner's payout request: the 4xx, the exact message, and nothing stored
// (payout requests, commissions, audit log and outbox as before).
// Payout requests are in ./bad-input-requests.test.ts, marking paid in ./bad-input-paid.test.ts,
// approval in ./bad-input-approval.test.ts, the console lists in ./bad-input-lists.test.ts and a
// partner's own reads in ./bad-input-own-reads.test.ts.

const db = freshTestDatabase();
preparePayoutRefusals();

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
