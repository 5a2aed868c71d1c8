import { describe, expect, it, vi } from "vitest";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { POST as createDealRoute } from "@/app/api/partners/deals/route";
import { GET as partnerCommissionsRoute } from "@/app/api/partners/commissions/route";
import { GET as exportRoute } from "@/app/api/partners/commissions/export/route";
import { GET as payoutsRoute, POST as requestRoute } from "@/app/api/partners/payouts/route";
import { GET as adminCommissionsRoute } from "@/app/api/admin/commissions/route";
import { POST as approveCommissionRoute } from "@/app/api/admin/commissions/[id]/approve/route";
import { GET as adminExportRoute } from "@/app/api/admin/commissions/export/route";
import { POST as paidRoute } from "@/app/api/admin/payouts/[id]/paid/route";
import { GET as adminPayoutsRoute } from "@/app/api/admin/payouts/route";
import { PUT as rateRoute } from "@/app/api/admin/partners/[id]/commission-rate/route";
import { POST as stageRoute } from "@/app/api/admin/deals/[id]/stage/route";
import { approveDeal } from "@/lib/server/deals/console-review";
import { adminToken, partnerToken } from "@/test/support/accounts";
import { dealBody } from "@/test/support/deals";
import { latestMailTo } from "@/test/support/fixtures";
import { insertCommission as commission } from "@/test/support/payouts";
import { callRoute, getRaw } from "@/test/support/routes";
import { minorFromDb } from "@/lib/money";

vi.mock("@/lib/server/mail/sender", () => ({ kickMailSender: vi.fn(), startMailSender: vi.fn() }));

const db = freshTestDatabase();
let n = 0;

const post = (route: typeof paidRoute, id: string, token: string, body?: unknown) =>
  callRoute(route, "/x", { method: "POST", token, params: { id }, body });
const request = (token: string) =>
  callRoute(requestRoute, "/api/partners/payouts", {
    method: "POST",
    token,
    ip: `10.40.0.${(n += 1) % 250}`,
  });

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
      amount: number;
      commissionIds: string[];
    };
    expect(payout.amount).toBe(125.5);
    expect(payout.commissionIds.sort()).toEqual([...ids].sort());
    const teamMail = await db()
      .selectFrom("outbox")
      .select(["to_address", "text_body"])
      .where("ref_id", "=", payout.id)
      .where("kind", "=", "payout:requested")
      .executeTakeFirstOrThrow();
    expect(teamMail.to_address).toBe("partners@finlytic.ai");
    expect(teamMail.text_body).toContain("/admin/deals/payouts");
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
    expect([second.status, (second.json.payout as { amount: number }).amount]).toEqual([201, 110]);
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

describe("CSV export", () => {
  it("streams only the partner's commissions, RFC 4180 quoted and formula-safe", async () => {
    const partner = await partnerToken();
    const other = await partnerToken();
    await commission(partner.partnerId, 100, "approved", '=HYPERLINK("http://evil.example","click")');
    await commission(partner.partnerId, 200, "pending", 'Smith, Jones & "Partners"\nLtd');
    await commission(partner.partnerId, 300, "pending", "@SUM(A1)");
    await commission(other.partnerId, 999, "approved", "Other partner's customer");
    const response = await getRaw(exportRoute, "/api/partners/commissions/export", partner.token);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/csv");
    expect(response.headers.get("content-disposition")).toMatch(
      /attachment; filename="commissions-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const bytes = new Uint8Array(await response.clone().arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = await response.text();
    expect(text.split("\r\n")[0]).toBe(
      "Commission ID,Partner,Deal,Amount,Currency,Rate (%),Status,Created,Paid On,Payout Reference",
    );
    // For people: the portal's label, the date alone, two decimals and the currency.
    expect(text).toMatch(/,100\.00,USD,10,Approved,\d{4}-\d{2}-\d{2},,\r\n/);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(text).toContain(`"Smith, Jones & ""Partners""\nLtd"`);
    expect(text).toContain(",'@SUM(A1),");
    expect(text).not.toContain("Other partner");
    expect(text.trimEnd().split("\r\n")).toHaveLength(4);
    expect((await getRaw(exportRoute, "/api/partners/commissions/export")).status).toBe(401);
  });

  it("a lone CR or LF in a customer name stays inside its quoted cell, each line formula-safe (partner's and console's export)", async () => {
    const admin = await adminToken();
    const partner = await partnerToken();
    await commission(partner.partnerId, 100, "approved", "=1+1\n=2+2");
    await commission(partner.partnerId, 200, "approved", "Acme\r@SUM(A1)");
    // Line ends a spreadsheet sees once quoted cells are set aside: one per record.
    const records = (text: string) =>
      text
        .replace(/"(?:[^"]|"")*"/g, "")
        .trimEnd()
        .split(/\r\n|\r|\n/).length;
    for (const text of [
      await (await getRaw(exportRoute, "/api/partners/commissions/export", partner.token)).text(),
      await (
        await getRaw(
          adminExportRoute,
          `/api/admin/commissions/export?partnerId=${partner.partnerId}`,
          admin.token,
        )
      ).text(),
    ]) {
      expect(records(text)).toBe(3);
      expect(text).toContain(`,"'=1+1\n'=2+2",`);
      expect(text).toContain(`,"Acme\r'@SUM(A1)",`);
    }
  });

  it("the console exports every partner's commissions with filters; partners cannot", async () => {
    const admin = await adminToken();
    const partner = await partnerToken();
    await commission(partner.partnerId, 10, "paid", "Filtered Paid Co");
    await commission(partner.partnerId, 20, "pending", "Filtered Pending Co");
    const text = await (
      await getRaw(
        adminExportRoute,
        `/api/admin/commissions/export?status=paid&partnerId=${partner.partnerId}`,
        admin.token,
      )
    ).text();
    expect(text).toContain("Filtered Paid Co");
    expect(text).not.toContain("Filtered Pending Co");
    expect((await getRaw(adminExportRoute, "/api/admin/commissions/export", partner.token)).status).toBe(403);
  });
});
