import { describe, expect, it } from "vitest";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { POST as createDealRoute } from "@/app/api/partners/deals/route";
import { GET as adminCommissionsRoute } from "@/app/api/admin/commissions/route";
import { POST as approveCommissionRoute } from "@/app/api/admin/commissions/[id]/approve/route";
import { PUT as rateRoute } from "@/app/api/admin/partners/[id]/commission-rate/route";
import { POST as stageRoute } from "@/app/api/admin/deals/[id]/stage/route";
import { approveDeal } from "@/lib/server/deals/console-review";
import { adminToken, partnerToken } from "@/test/support/accounts";
import { dealBody } from "@/test/support/deals";
import { latestMailTo } from "@/test/support/fixtures";
import { insertCommission as commission, postForId as post } from "@/test/support/payouts";
import { callRoute } from "@/test/support/routes";
import { minorFromDb } from "@/lib/money";

// The team's commission approval and a partner's own rate. Payout requests are in
// ./payout-requests.test.ts, the CSV exports in ./commission-export.test.ts.

const db = freshTestDatabase();

describe("commission approval and rates", () => {
  it("the team approves a pending commission once; the partner is emailed; 404 for unknown ids", async () => {
    const admin = await adminToken();
    const partner = await partnerToken();
    const id = await commission(partner.partnerId, 500, "pending");
    const list = await callRoute(
      adminCommissionsRoute,
      `/api/admin/commissions?status=pending&partnerId=${partner.partnerId}`,
      { token: admin.token },
    );
    expect((list.json.items as { id: string }[]).map((c) => c.id)).toEqual([id]);
    expect((await post(approveCommissionRoute, id, admin.token)).json.commission).toMatchObject({
      status: "approved",
    });
    expect((await post(approveCommissionRoute, id, admin.token)).status).toBe(409);
    expect((await post(approveCommissionRoute, "missing", admin.token)).status).toBe(404);
    expect((await post(approveCommissionRoute, id, partner.token)).status).toBe(403);
    const email = (
      await db()
        .selectFrom("users")
        .select("email")
        .where("partner_id", "=", partner.partnerId)
        .executeTakeFirstOrThrow()
    ).email;
    const approval = await latestMailTo(email);
    expect(approval?.subject).toBe("Commission approved: $500.00 for Northwind");
    // 500.00 approved reaches the payout minimum of 100.00.
    expect(approval?.text_body).toContain(
      "which reaches the payout minimum of $100.00: you can request payment",
    );
    expect(await db().selectFrom("audit_log").select("action").where("entity_id", "=", id).execute()).toEqual(
      [{ action: "commission.approved" }],
    );
  });

  it("the team sets a partner's own rate (0-100 or null); the next won deal uses it", async () => {
    const admin = await adminToken();
    const partner = await partnerToken();
    const put = (body: unknown, id = partner.partnerId) =>
      callRoute(rateRoute, "/x", { method: "PUT", token: admin.token, params: { id }, body });
    for (const bad of [{ commissionRate: -1 }, { commissionRate: 101 }, { commissionRate: "20" }, {}])
      expect((await put(bad)).status).toBe(400);
    expect((await put({ commissionRate: 5 }, "missing")).status).toBe(404);
    expect((await put({ commissionRate: 22 })).json).toMatchObject({ commissionRate: 22, effectiveRate: 22 });
    const created = await callRoute(createDealRoute, "/api/partners/deals", {
      body: dealBody({ customerWebsite: "rate.example", dealSize: 1000 }),
      token: partner.token,
      ip: "10.41.0.1",
    });
    const dealId = (created.json.deal as { _id: string })._id;
    await approveDeal(dealId, { actorUserId: admin.userId });
    await post(stageRoute, dealId, admin.token, { stage: "closed_won" });
    const won = await db()
      .selectFrom("commissions")
      .select(["amount_minor", "rate", "status"])
      .where("deal_id", "=", dealId)
      .executeTakeFirstOrThrow();
    expect({ ...won, amount_minor: minorFromDb(won.amount_minor) }).toEqual({
      amount_minor: 22_000,
      rate: 22,
      status: "pending",
    });
    expect((await put({ commissionRate: null })).json).toMatchObject({
      commissionRate: null,
      effectiveRate: 10,
    });
  });

  it("a rate outside 0-100 or with more than 2 decimals is refused with the field's message and changes nothing; each change is audited with its before and after", async () => {
    const admin = await adminToken();
    const partner = await partnerToken();
    const put = (body: unknown, token = admin.token, raw?: string) =>
      callRoute(rateRoute, "/x", {
        method: "PUT",
        token,
        params: { id: partner.partnerId },
        ...(raw === undefined ? { body } : { rawBody: raw, headers: { "content-type": "application/json" } }),
      });
    const stored = async () =>
      (
        await db()
          .selectFrom("partners")
          .select("commission_rate")
          .where("id", "=", partner.partnerId)
          .executeTakeFirstOrThrow()
      ).commission_rate;
    expect((await put({ commissionRate: 12.35 })).json).toMatchObject({
      success: true,
      commissionRate: 12.35,
      effectiveRate: 12.35,
    });
    const bad: unknown[] = [
      { commissionRate: -0.01 },
      { commissionRate: 100.01 },
      { commissionRate: 12.345 },
      { commissionRate: 0.001 },
      { commissionRate: 99.999 },
      { commissionRate: 1e308 },
      { commissionRate: -1e-9 },
      { commissionRate: "12" },
      { commissionRate: "" },
      { commissionRate: true },
      { commissionRate: [12] },
      { commissionRate: { value: 12 } },
      { commissionRate: "12; DROP TABLE partners" },
      { commissionRate: "' OR 1=1 --" },
      { commissionRate: "１２" },
      { commissionRate: "<script>alert(1)</script>" },
      { commissionRate: undefined },
      {},
      { rate: 12 },
    ];
    for (const body of bad) {
      const answer = await put(body);
      expect(
        [answer.status, (answer.json.errors as Record<string, string> | undefined)?.commissionRate],
        JSON.stringify(body),
      ).toEqual([400, "Enter a rate between 0 and 100, with at most 2 decimals."]);
    }
    for (const raw of ['{"commissionRate": NaN}', '{"commissionRate": Infinity}', "null", "[]", '"12"', "{"])
      expect((await put(undefined, admin.token, raw)).status, raw).toBe(400);
    expect((await put({ commissionRate: 5 }, partner.token)).status).toBe(403);
    expect((await put({ commissionRate: 5 }, "not-a-token")).status).toBe(401);
    expect(
      (
        await callRoute(rateRoute, "/x", {
          method: "PUT",
          token: admin.token,
          params: { id: partner.partnerId },
          body: { commissionRate: 5 },
          headers: { origin: "https://evil.example" },
        })
      ).status,
    ).toBe(403);
    expect(await stored()).toBe(12.35);
    // 0 is a rate like any other; null returns to the tier's.
    expect((await put({ commissionRate: 0 })).json).toMatchObject({ commissionRate: 0, effectiveRate: 0 });
    expect((await put({ commissionRate: null })).json).toMatchObject({
      commissionRate: null,
      effectiveRate: 10,
    });
    const audit = await db()
      .selectFrom("audit_log")
      .select(["action", "details"])
      .where("entity_id", "=", partner.partnerId)
      .orderBy("created_at", "asc")
      .execute();
    expect(audit.map((entry) => [entry.action, JSON.parse(entry.details ?? "null")])).toEqual([
      ["partner.commission_rate", { commission_rate: { from: null, to: 12.35 }, effective_rate: 12.35 }],
      ["partner.commission_rate", { commission_rate: { from: 12.35, to: 0 }, effective_rate: 0 }],
      ["partner.commission_rate", { commission_rate: { from: 0, to: null }, effective_rate: 10 }],
    ]);
  });
});
