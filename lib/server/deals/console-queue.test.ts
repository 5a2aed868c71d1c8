import { describe, expect, it } from "vitest";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { POST as createRoute } from "@/app/api/partners/deals/route";
import { POST as extensionRequestRoute } from "@/app/api/partners/deals/[id]/extension/route";
import { dealBody } from "@/test/support/deals";
import { GET as partnerDealRoute } from "@/app/api/partners/deals/[id]/route";
import { GET as queueRoute } from "@/app/api/admin/deals/route";
import { POST as approveRoute } from "@/app/api/admin/deals/[id]/approve/route";
import { POST as rejectRoute } from "@/app/api/admin/deals/[id]/reject/route";
import { POST as extensionRoute } from "@/app/api/admin/deals/[id]/extension/route";
import { approveDeal } from "@/lib/server/deals/console-review";
import { adminToken, partnerToken } from "@/test/support/accounts";
import { latestMailTo } from "@/test/support/fixtures";
import { callRoute } from "@/test/support/routes";
import { DAY_MS } from "@/lib/time";
import { ip, register, post, partnerEmailOf } from "@/test/support/deal-console";

// The deals queue: approval, rejection, protection's expiry and its extension. Stages and commissions are
// in ./console-stages.test.ts.

const db = freshTestDatabase();

describe("the deals queue", () => {
  it("lists pending first, oldest first; approval protects for 90 days, is audited, in the history and emailed", async () => {
    const admin = await adminToken();
    const partner = await partnerToken();
    const first = await register(partner.token, "queue-one.example");
    const second = await register(partner.token, "queue-two.example");
    await approveDeal(second, { actorUserId: admin.userId });
    const third = await register(partner.token, "queue-three.example");
    const queue = await callRoute(queueRoute, "/api/admin/deals?search=queue-", { token: admin.token });
    expect((queue.json.items as { _id: string }[]).map((d) => d._id)).toEqual([first, third, second]);

    const approved = await post(approveRoute, first, admin.token);
    expect(approved.status).toBe(200);
    const expires = new Date(
      (approved.json.deal as { protectionExpires: string }).protectionExpires,
    ).getTime();
    expect(Math.round((expires - Date.now()) / DAY_MS)).toBe(90);
    expect((await post(approveRoute, first, admin.token)).status).toBe(409);
    const mail = await latestMailTo(await partnerEmailOf(partner.partnerId), "Deal update");
    expect(mail?.text_body).toContain("was approved");
    const audit = await db()
      .selectFrom("audit_log")
      .select(["action", "actor_user_id"])
      .where("entity_id", "=", first)
      .execute();
    expect(audit).toEqual([{ action: "deal.approved", actor_user_id: admin.userId }]);
    const seen = await callRoute(partnerDealRoute, "/x", { token: partner.token, params: { id: first } });
    expect(seen.json.deal).toMatchObject({
      status: "approved",
      history: [{ to: "pending" }, { from: "pending", to: "approved", by: "Programme team" }],
    });
  });

  it("rejects with a reason the partner sees, and frees the customer", async () => {
    const admin = await adminToken();
    const partner = await partnerToken();
    const other = await partnerToken();
    const id = await register(partner.token, "rejected.example");
    expect((await post(rejectRoute, id, admin.token, { reason: "" })).status).toBe(400);
    const rejected = await post(rejectRoute, id, admin.token, { reason: "Already a direct customer." });
    expect(rejected.json.deal).toMatchObject({
      status: "rejected",
      reviewReason: "Already a direct customer.",
    });
    const seen = (await callRoute(partnerDealRoute, "/x", { token: partner.token, params: { id } })).json
      .deal as { reviewReason: string; history: { reason: string | null }[] };
    expect(seen.reviewReason).toBe("Already a direct customer.");
    expect(seen.history.at(-1)?.reason).toBe("Already a direct customer.");
    expect((await latestMailTo(await partnerEmailOf(partner.partnerId), "Deal update"))?.text_body).toContain(
      "Reason: Already a direct customer.",
    );
    await register(other.token, "rejected.example");
  });

  it("an expired protection (injected clock) no longer blocks another partner; an unexpired one does", async () => {
    const admin = await adminToken();
    const holder = await partnerToken();
    const other = await partnerToken();
    const expired = await register(holder.token, "expired.example");
    await approveDeal(expired, { actorUserId: admin.userId, now: new Date(Date.now() - 91 * DAY_MS) });
    const live = await register(holder.token, "live.example");
    await approveDeal(live, { actorUserId: admin.userId, now: new Date(Date.now() - 89 * DAY_MS) });
    const blocked = await callRoute(createRoute, "/api/partners/deals", {
      body: dealBody({ customerWebsite: "live.example" }),
      token: other.token,
      ip: ip(),
    });
    expect([blocked.status, blocked.json.error]).toEqual([
      409,
      "This customer is already registered by another partner.",
    ]);
    await register(other.token, "expired.example");
    const old = await db()
      .selectFrom("deals")
      .select(["status", "active_domain"])
      .where("id", "=", expired)
      .executeTakeFirstOrThrow();
    expect(old).toEqual({ status: "approved", active_domain: null });
  });

  it("an extension is requested once, only in the last 30 days, and granted for 30 more days", async () => {
    const admin = await adminToken();
    const partner = await partnerToken();
    const early = await register(partner.token, "early.example");
    await approveDeal(early, { actorUserId: admin.userId });
    const tooEarly = await post(extensionRequestRoute, early, partner.token, { reason: "Budget cycle" });
    expect([tooEarly.status, tooEarly.json.error]).toEqual([
      409,
      "An extension can be requested once, within the last 30 days of protection.",
    ]);
    // The partner's deal names where the window opens, so the portal needs no copy of the rule.
    const read = async (dealId: string) =>
      (await callRoute(partnerDealRoute, "/x", { token: partner.token, params: { id: dealId } })).json
        .deal as { protectionExpires: string; extensionRequestableFrom: string | null };
    const earlyDeal = await read(early);
    expect(
      new Date(earlyDeal.protectionExpires).getTime() -
        new Date(earlyDeal.extensionRequestableFrom!).getTime(),
    ).toBe(30 * DAY_MS);

    const id = await register(partner.token, "extend.example");
    await approveDeal(id, { actorUserId: admin.userId, now: new Date(Date.now() - 70 * DAY_MS) });
    expect((await post(extensionRequestRoute, id, partner.token, { reason: "" })).status).toBe(400);
    expect(
      (await post(extensionRequestRoute, id, partner.token, { reason: "Board meets next month." })).status,
    ).toBe(200);
    expect((await post(extensionRequestRoute, id, partner.token, { reason: "Again" })).status).toBe(409);
    expect((await read(id)).extensionRequestableFrom).toBeNull();
    const before = (
      await db()
        .selectFrom("deals")
        .select("protection_expires")
        .where("id", "=", id)
        .executeTakeFirstOrThrow()
    ).protection_expires!;
    const granted = await post(extensionRoute, id, admin.token, { decision: "grant" });
    expect(granted.status).toBe(200);
    const after = (granted.json.deal as { protectionExpires: string }).protectionExpires;
    expect(new Date(after).getTime() - new Date(before).getTime()).toBe(30 * DAY_MS);
    expect((await post(extensionRoute, id, admin.token, { decision: "grant" })).status).toBe(409);
    expect((await post(extensionRequestRoute, id, partner.token, { reason: "Once more" })).status).toBe(409);
    expect((await latestMailTo(await partnerEmailOf(partner.partnerId), "Deal update"))?.text_body).toContain(
      "extension",
    );
  });
});
