import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { POST as paidRoute } from "@/app/api/admin/payouts/[id]/paid/route";
import { invalidCharactersMessage } from "@/lib/validation/parse";
import { forbiddenAddressMessage } from "@/server/address-checks";
import { adminMessages } from "@/lib/validation/admin";
import { authMessages } from "@/lib/validation/auth";
import { payoutMessages } from "@/lib/validation/payouts";
import { partnerToken } from "@/test/support/accounts";
import { insertCommission } from "@/test/support/payouts";
import { callRoute, type CallOptions } from "@/test/support/routes";
import {
  long,
  injection,
  crossSite,
  today,
  inDays,
  json,
  Refusal,
  refused,
  expectRefusal,
  requestPayment,
  admin,
  preparePayoutRefusals,
} from "@/test/support/payout-refusals";

// Bad input on marking a payout paid: the 4xx, the exact message, and nothing changed.

const db = freshTestDatabase();
preparePayoutRefusals();

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
