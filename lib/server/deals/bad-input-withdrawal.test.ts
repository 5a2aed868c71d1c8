import { describe, expect, it } from "vitest";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { POST as withdrawRoute } from "@/app/api/partners/deals/[id]/withdraw/route";
import { POST as extensionRoute } from "@/app/api/partners/deals/[id]/extension/route";
import { invalidCharactersMessage } from "@/lib/validation/parse";
import { textMessages } from "@/lib/validation/text";
import { dealMessages as M } from "@/lib/validation/deals";
import { partnerToken } from "@/test/support/accounts";
import { dealFootprint, seedDeal } from "@/test/support/deals";
import {
  nextIp,
  long,
  notAnObject,
  unknownKey,
  notJson,
  emptyBody,
  notJsonType,
  tooLarge,
  RawBody,
  World,
  world,
  Case,
  send,
  expectRefused,
  idCases,
  withId,
  badRequests,
  preparePartnerDeals,
} from "@/test/support/partner-deal-refusals";

// Bad input on withdrawing a deal and asking for its extension: a 4xx with the reason's, 404
// or 409 message, the deal unchanged; a double click acts once.

const db = freshTestDatabase();
preparePartnerDeals();

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
