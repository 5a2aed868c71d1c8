import { describe, expect, it } from "vitest";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { GET as partnerCommissionsRoute } from "@/app/api/partners/commissions/route";
import { GET as payoutsRoute, POST as requestRoute } from "@/app/api/partners/payouts/route";
import { POST as paidRoute } from "@/app/api/admin/payouts/[id]/paid/route";
import { GET as adminPayoutsRoute } from "@/app/api/admin/payouts/route";
import { adminToken, partnerToken } from "@/test/support/accounts";
import { latestMailTo } from "@/test/support/fixtures";
import {
  insertCommission as commission,
  postForId as post,
  requestPayment as request,
} from "@/test/support/payouts";
import { callRoute } from "@/test/support/routes";
import { minorFromDb } from "@/lib/money";

// A partner's payout request: the minimum, one request per commission, the team marking it paid.

const db = freshTestDatabase();
let n = 0;

describe("payouts", () => {
  it("needs approved, unpaid commissions of at least PAYOUT_MINIMUM; pending ones do not count", async () => {
    const partner = await partnerToken();
    await commission(partner.partnerId, 60);
    await commission(partner.partnerId, 500, "pending");
    const refused = await request(partner.token);
    expect([refused.status, refused.json.error]).toEqual([
      409,
      "Request Payment needs approved, unpaid commissions of at least $100.00; yours total $60.00.",
    ]);
    expect(
      await db()
        .selectFrom("payout_requests")
        .select("id")
        .where("partner_id", "=", partner.partnerId)
        .execute(),
    ).toEqual([]);
    expect(
      (await callRoute(payoutsRoute, "/api/partners/payouts", { token: partner.token })).json,
    ).toMatchObject({
      available: [{ amountMinor: 6000, currency: "USD" }],
      availableWorthMinor: 6000,
      minimumMinor: 10_000,
      minimumCurrency: "USD",
      reachesMinimum: false,
      payouts: [],
    });
  });

  it("two concurrent requests: exactly one takes the commissions; the team marks it paid; the partner sees the reference", async () => {
    const admin = await adminToken();
    const partner = await partnerToken();
    // Paid the day it was requested (the date cannot be before the request).
    const today = new Date().toISOString().slice(0, 10);
    const ids = [await commission(partner.partnerId, 80), await commission(partner.partnerId, 45.5)];
    const results = await Promise.all([
      request(partner.token),
      request(partner.token),
      request(partner.token),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    const payout = results.find((r) => r.status === 201)!.json.payout as {
      id: string;
      amountMinor: number;
      commissionIds: string[];
    };
    expect(payout.amountMinor).toBe(12_550);
    expect(payout.commissionIds.sort()).toEqual([...ids].sort());
    const teamMail = await db()
      .selectFrom("outbox")
      .select(["to_address", "text_body"])
      .where("ref_id", "=", payout.id)
      .where("kind", "=", "payout:requested")
      .executeTakeFirstOrThrow();
    expect(teamMail.to_address).toBe("partners@finlytic.ai");
    // The console's payouts page, on the site's address.
    expect(teamMail.text_body).toMatch(/https?:\/\/[^/\s]+\/admin\/payouts\b/);
    expect((await request(partner.token)).status).toBe(409);
    const queue = await callRoute(adminPayoutsRoute, "/api/admin/payouts?status=requested", {
      token: admin.token,
    });
    expect((queue.json.items as { id: string }[]).map((p) => p.id)).toContain(payout.id);

    for (const bad of [
      {},
      { paymentReference: "", payoutDate: today },
      { paymentReference: "WIRE-1", payoutDate: "yesterday" },
      { paymentReference: "WIRE-1", payoutDate: "2999-01-01" },
      { paymentReference: "x".repeat(101), payoutDate: today },
    ]) {
      expect((await post(paidRoute, payout.id, admin.token, bad)).status).toBe(400);
    }
    expect(
      (await post(paidRoute, "missing", admin.token, { paymentReference: "WIRE-1", payoutDate: today }))
        .status,
    ).toBe(404);
    const paid = await post(paidRoute, payout.id, admin.token, {
      paymentReference: "WIRE-2026-001",
      payoutDate: today,
    });
    expect(paid.json.payout).toMatchObject({ status: "paid", commissions: 2 });
    expect(
      (await post(paidRoute, payout.id, admin.token, { paymentReference: "WIRE-X", payoutDate: today }))
        .status,
    ).toBe(409);
    const commissions = (
      await callRoute(partnerCommissionsRoute, "/api/partners/commissions", { token: partner.token })
    ).json.commissions as { status: string; paymentReference: string; payoutDate: string }[];
    expect(commissions.map((c) => [c.status, c.paymentReference, c.payoutDate])).toEqual([
      ["paid", "WIRE-2026-001", today],
      ["paid", "WIRE-2026-001", today],
    ]);
  });

  it("Request Payment takes no body, an empty one or {} alike", async () => {
    for (const options of [
      {},
      { rawBody: "", headers: { "content-type": "application/json" } },
      { rawBody: " \n" },
      { body: {} },
    ]) {
      const partner = await partnerToken();
      const id = await commission(partner.partnerId, 150);
      const answer = await callRoute(requestRoute, "/api/partners/payouts", {
        method: "POST",
        token: partner.token,
        ip: `10.40.1.${(n += 1) % 250}`,
        ...options,
      });
      expect(
        [answer.status, (answer.json.payout as { commissionIds: string[] } | undefined)?.commissionIds],
        JSON.stringify(options),
      ).toEqual([201, [id]]);
    }
  });

  it("while a request is open, commissions approved since make their own request once they reach the minimum; each is in one request", async () => {
    const partner = await partnerToken();
    const first = await commission(partner.partnerId, 150);
    const opened = (await request(partner.token)).json.payout as { id: string; commissionIds: string[] };
    expect(opened.commissionIds).toEqual([first]);
    const again = await request(partner.token);
    expect([again.status, again.json.error]).toEqual([
      409,
      "Your approved commissions are already in an open payment request; newly approved ones can be requested once they reach the payout minimum.",
    ]);
    const later = [await commission(partner.partnerId, 60)];
    expect((await request(partner.token)).json.error).toBe(again.json.error);
    later.push(await commission(partner.partnerId, 50));
    const second = await request(partner.token);
    expect([second.status, (second.json.payout as { amountMinor: number }).amountMinor]).toEqual([
      201, 11_000,
    ]);
    const secondId = (second.json.payout as { id: string }).id;
    const links = await db()
      .selectFrom("commissions")
      .select(["id", "status", "payout_request_id"])
      .where("partner_id", "=", partner.partnerId)
      .orderBy("created_at")
      .execute();
    expect(links).toEqual([
      { id: first, status: "requested", payout_request_id: opened.id },
      { id: later[0], status: "requested", payout_request_id: secondId },
      { id: later[1], status: "requested", payout_request_id: secondId },
    ]);
    expect(
      (
        await db()
          .selectFrom("payout_requests")
          .select(["id", "amount_minor", "status"])
          .where("partner_id", "=", partner.partnerId)
          .orderBy("amount_minor")
          .execute()
      ).map((r) => ({ ...r, amount_minor: minorFromDb(r.amount_minor) })),
    ).toEqual([
      { id: secondId, amount_minor: 11_000, status: "requested" },
      { id: opened.id, amount_minor: 15_000, status: "requested" },
    ]);
  });

  it("a payment cannot be dated before its request (UTC days); the request's own day is accepted, audited and emailed", async () => {
    const admin = await adminToken();
    const partner = await partnerToken();
    await commission(partner.partnerId, 150);
    const payout = (await request(partner.token)).json.payout as { id: string };
    await db()
      .updateTable("payout_requests")
      .set({ created_at: "2025-06-01T23:59:00.000Z" })
      .where("id", "=", payout.id)
      .execute();
    const early = await post(paidRoute, payout.id, admin.token, {
      paymentReference: "WIRE-EARLY",
      payoutDate: "2025-05-31",
    });
    expect([early.status, early.json.errors]).toEqual([
      400,
      { payoutDate: "The payment date cannot be before the request." },
    ]);
    expect(
      await db()
        .selectFrom("payout_requests")
        .select(["status", "paid_on"])
        .where("id", "=", payout.id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ status: "requested", paid_on: null });
    const paid = await post(paidRoute, payout.id, admin.token, {
      paymentReference: "WIRE-ON-TIME",
      payoutDate: "2025-06-01",
    });
    expect(paid.json.payout).toMatchObject({
      status: "paid",
      paidOn: "2025-06-01",
      paymentReference: "WIRE-ON-TIME",
      commissions: 1,
    });
    expect(
      await db()
        .selectFrom("commissions")
        .select(["status", "payout_date", "payment_reference"])
        .where("payout_request_id", "=", payout.id)
        .execute(),
    ).toEqual([{ status: "paid", payout_date: "2025-06-01", payment_reference: "WIRE-ON-TIME" }]);
    expect(
      await db().selectFrom("audit_log").select("action").where("entity_id", "=", payout.id).execute(),
    ).toEqual([{ action: "payout.paid" }]);
    const email = (
      await db()
        .selectFrom("users")
        .select("email")
        .where("partner_id", "=", partner.partnerId)
        .executeTakeFirstOrThrow()
    ).email;
    expect((await latestMailTo(email, "Payment sent"))?.text_body).toContain("WIRE-ON-TIME");
  });
});
