import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { POST as approveRoute } from "@/app/api/admin/commissions/[id]/approve/route";
import { forbiddenAddressMessage } from "@/server/address-checks";
import { adminMessages } from "@/lib/validation/admin";
import { authMessages } from "@/lib/validation/auth";
import { dealMessages } from "@/lib/validation/deals";
import type { CommissionStatus } from "@/lib/validation/commission-options";
import { partnerToken } from "@/test/support/accounts";
import { insertCommission } from "@/test/support/payouts";
import { callRoute, type CallOptions } from "@/test/support/routes";
import {
  long,
  crossSite,
  Refusal,
  refused,
  expectRefusal,
  admin,
  preparePayoutRefusals,
} from "@/test/support/payout-refusals";

// Bad input on approving a commission: the 4xx, the exact message, and nothing changed.

const db = freshTestDatabase();
preparePayoutRefusals();

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
  const setStatus = (status: CommissionStatus) => (ctx: Context) =>
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
