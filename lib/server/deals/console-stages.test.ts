import { describe, expect, it } from "vitest";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { GET as adminDealRoute } from "@/app/api/admin/deals/[id]/route";
import { POST as approveRoute } from "@/app/api/admin/deals/[id]/approve/route";
import { POST as rejectRoute } from "@/app/api/admin/deals/[id]/reject/route";
import { POST as stageRoute } from "@/app/api/admin/deals/[id]/stage/route";
import { POST as extensionRoute } from "@/app/api/admin/deals/[id]/extension/route";
import { approveDeal } from "@/lib/server/deals/console-review";
import { adminToken, partnerToken } from "@/test/support/accounts";
import { latestMailTo } from "@/test/support/fixtures";
import { callRoute } from "@/test/support/routes";
import { minorFromDb } from "@/lib/money";
import { register, post, partnerEmailOf } from "@/test/support/deal-console";

// The deals queue: stages, the commission a won deal creates and reverses, and refused decisions. Approval
// and extensions are in ./console-queue.test.ts.

const db = freshTestDatabase();

describe("the deals queue", () => {
  it("stages: only approved deals move; closed won creates one commission at the partner's rate, even when sent twice at once", async () => {
    const admin = await adminToken();
    const partner = await partnerToken();
    await db().updateTable("partners").set({ tier: "silver" }).where("id", "=", partner.partnerId).execute();
    const id = await register(partner.token, "won.example");
    expect((await post(stageRoute, id, admin.token, { stage: "negotiation" })).status).toBe(409);
    await approveDeal(id, { actorUserId: admin.userId });
    const moved = await post(stageRoute, id, admin.token, { stage: "negotiation" });
    expect(moved.json.deal).toMatchObject({ stage: "negotiation", probability: 75, status: "approved" });
    const results = await Promise.all([
      post(stageRoute, id, admin.token, { stage: "closed_won" }),
      post(stageRoute, id, admin.token, { stage: "closed_won" }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const commissions = await db()
      .selectFrom("commissions")
      .select(["amount_minor", "rate", "status", "deal_id"])
      .where("partner_id", "=", partner.partnerId)
      .execute();
    expect(commissions.map((c) => ({ ...c, amount_minor: minorFromDb(c.amount_minor) }))).toEqual([
      { amount_minor: 1_800_000, rate: 15, status: "pending", deal_id: id },
    ]);
    const detail = await callRoute(adminDealRoute, "/x", { token: admin.token, params: { id } });
    expect(detail.json.deal).toMatchObject({
      status: "closed_won",
      stage: "closed_won",
      probability: 100,
      commission: { amount: 18000, rate: 15, status: "pending" },
    });
    // The Closed Won mail names the commission it created.
    expect((await latestMailTo(await partnerEmailOf(partner.partnerId), "Deal update"))?.text_body).toContain(
      "It earned a commission of $18,000.00 (15% of the deal's value)",
    );
  });

  it("a won deal reopened or lost after all reverses its commission by a line of the opposite amount; a paid one refuses", async () => {
    const admin = await adminToken();
    const partner = await partnerToken();
    const reopened = await register(partner.token, "reopen.example");
    await approveDeal(reopened, { actorUserId: admin.userId });
    await post(stageRoute, reopened, admin.token, { stage: "closed_won" });
    const moved = await post(stageRoute, reopened, admin.token, { stage: "negotiation" });
    expect([moved.status, (moved.json.deal as { status: string }).status]).toEqual([200, "approved"]);
    const lines = await db()
      .selectFrom("commissions")
      .select(["amount_minor", "status", "reverses_id"])
      .where("deal_id", "=", reopened)
      .execute();
    expect(
      lines.map((line) => [minorFromDb(line.amount_minor), line.status, line.reverses_id === null]).sort(),
    ).toEqual([
      [-1_200_000, "reversed", false],
      [1_200_000, "reversed", true],
    ]);
    expect((await latestMailTo(await partnerEmailOf(partner.partnerId), "Deal update"))?.text_body).toContain(
      "Its commission was reversed.",
    );

    const paid = await register(partner.token, "paid-won.example");
    await approveDeal(paid, { actorUserId: admin.userId });
    await post(stageRoute, paid, admin.token, { stage: "closed_won" });
    await db().updateTable("commissions").set({ status: "paid" }).where("won_deal_id", "=", paid).execute();
    const refused = await post(stageRoute, paid, admin.token, { stage: "closed_lost" });
    expect([refused.status, refused.json.error]).toEqual([
      409,
      "This deal's commission is in a payment request or paid, so the deal cannot leave Closed Won.",
    ]);
    expect(
      (await db().selectFrom("deals").select("status").where("id", "=", paid).executeTakeFirstOrThrow())
        .status,
    ).toBe("closed_won");
  });

  it("the partner's own rate overrides the tier's", async () => {
    const admin = await adminToken();
    const partner = await partnerToken();
    await db()
      .updateTable("partners")
      .set({ commission_rate: 12.5 })
      .where("id", "=", partner.partnerId)
      .execute();
    const id = await register(partner.token, "custom-rate.example");
    await approveDeal(id, { actorUserId: admin.userId });
    await post(stageRoute, id, admin.token, { stage: "closed_won" });
    const commission = await db()
      .selectFrom("commissions")
      .select(["amount_minor", "rate"])
      .where("deal_id", "=", id)
      .executeTakeFirstOrThrow();
    expect({ ...commission, amount_minor: minorFromDb(commission.amount_minor) }).toEqual({
      amount_minor: 1_500_000,
      rate: 12.5,
    });
  });

  it("refuses bad decisions (4xx), and partners (403)", async () => {
    const admin = await adminToken();
    const partner = await partnerToken();
    const id = await register(partner.token, "bad-decisions.example");
    const cases: [typeof approveRoute, string, unknown, number][] = [
      [stageRoute, id, { stage: "won" }, 400],
      [stageRoute, id, {}, 400],
      [stageRoute, id, { stage: "closed_won", extra: "'; drop table deals;--" }, 400],
      [rejectRoute, id, { reason: "x".repeat(2001) }, 400],
      [rejectRoute, id, { reason: 42 }, 400],
      [extensionRoute, id, { decision: "maybe" }, 400],
      [extensionRoute, id, { decision: "grant" }, 409],
      [approveRoute, "missing-id", undefined, 404],
      [stageRoute, "missing-id", { stage: "proposal" }, 404],
    ];
    for (const [route, target, body, status] of cases)
      expect((await post(route, target, admin.token, body)).status).toBe(status);
    expect((await post(approveRoute, id, partner.token)).status).toBe(403);
    expect(
      await db()
        .selectFrom("deals")
        .select(["status", "stage"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ status: "pending", stage: "prospecting" });
    // A field the schema does not name is refused, as on the registration (errors.body).
    const extra = await post(stageRoute, id, admin.token, {
      stage: "closed_won",
      extra: "'; drop table deals;--",
    });
    expect([extra.json.error, extra.json.errors]).toEqual([
      'Unrecognized key: "extra"',
      { body: 'Unrecognized key: "extra"' },
    ]);
  });
});
