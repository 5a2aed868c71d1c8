import { describe, expect, it, vi } from "vitest";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { GET as dashboardRoute } from "@/app/api/partners/dashboard/route";
import { GET as dealsRoute } from "@/app/api/partners/deals/route";
import { GET as commissionsRoute } from "@/app/api/partners/commissions/route";
import { GET as referralsRoute } from "@/app/api/partners/referrals/route";
import { GET as resourcesRoute } from "@/app/api/partners/resources/route";
import { GET as trainingRoute } from "@/app/api/partners/training/route";
import { GET as profileRoute } from "@/app/api/partners/profile/route";
import { GET as notificationsRoute } from "@/app/api/partners/notifications/route";
import { POST as createRoute } from "@/app/api/admin/partners/[id]/[collection]/route";
import { PATCH as patchRoute, DELETE as deleteRoute } from "@/app/api/admin/data/[collection]/[itemId]/route";
import { POST as sharedResourceRoute } from "@/app/api/admin/resources/route";
import { GET as adminDataRoute } from "@/app/api/admin/partners/[id]/data/route";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { createAdmin } from "@/lib/server/auth/admins";
import { createSession } from "@/lib/server/auth/session";
import { createTestPartner } from "@/test/support/accounts";
import { callRoute } from "@/test/support/routes";
import { GET as commissionSummaryRoute } from "@/app/api/partners/commissions/summary/route";

// The sender runs in the background after each commit; tests flush the outbox themselves.
vi.mock("@/lib/server/mail/sender", () => ({ kickMailSender: vi.fn(), startMailSender: vi.fn() }));

const db = freshTestDatabase();
let n = 0;
const signIn = async (email: string, password: string) =>
  (await callRoute(loginRoute, "/api/auth/login", { body: { email, password }, ip: `10.1.0.${(n += 1)}` }))
    .json.token as string;

async function admin() {
  const email = `ops${(n += 1)}@finlytic.test`;
  await createAdmin({ email, password: "Admin-Passw0rd!" });
  return signIn(email, "Admin-Passw0rd!");
}
async function create(token: string, partnerId: string, collection: string, body: unknown) {
  return callRoute(createRoute, "/x", { body, token, params: { id: partnerId, collection } });
}

const partnerRoutes = [
  ["dashboard", dashboardRoute],
  ["deals", dealsRoute],
  ["commissions", commissionsRoute],
  ["referrals", referralsRoute],
  ["resources", resourcesRoute],
  ["training", trainingRoute],
  ["profile", profileRoute],
  ["notifications", notificationsRoute],
] as const;

describe("GET /api/partners/*", () => {
  it.each(partnerRoutes)(
    "%s: 401 without a session, 403 for admins, unverified users and pending companies",
    async (_name, route) => {
      expect((await callRoute(route, "/x")).status).toBe(401);
      expect((await callRoute(route, "/x", { token: "forged" })).status).toBe(401);
      expect((await callRoute(route, "/x", { token: await admin() })).status).toBe(403);
      for (const options of [{ verified: false }, { status: "pending_approval" as const }]) {
        const account = await createTestPartner(options);
        const { token } = await createSession(db(), account.user);
        expect((await callRoute(route, "/x", { token })).status).toBe(403);
      }
    },
  );

  it("returns the dashboard's shapes with the partner's own rows only", async () => {
    const adminToken = await admin();
    const mine = await createTestPartner({ companyName: "Mine Ltd" });
    const theirs = await createTestPartner({ companyName: "Theirs Ltd" });
    const won = await create(adminToken, mine.partner.id, "deals", {
      customerName: "Contoso",
      dealSize: 120000,
      status: "closed_won",
      stage: "closed_won",
      protectionExpires: "2026-03-31",
      decisionMaker: { name: "Dana CFO", email: "dana@contoso.example" },
    });
    expect(won.status).toBe(200);
    await create(adminToken, mine.partner.id, "deals", { customerName: "Fabrikam", dealSize: 50000 });
    await create(adminToken, theirs.partner.id, "deals", { customerName: "Secret Corp", dealSize: 999 });
    const dealId = (won.json.item as { _id: string })._id;
    await create(adminToken, mine.partner.id, "commissions", {
      dealId,
      amount: 12000,
      rate: 10,
      status: "pending",
    });
    await create(adminToken, mine.partner.id, "commissions", {
      dealId,
      amount: 3000,
      rate: 10,
      status: "paid",
      paymentReference: "PAY-1",
    });
    await create(adminToken, mine.partner.id, "referrals", {
      company: "Tailspin",
      contact: "Tom",
      email: "tom@tailspin.example",
      expectedValue: 40000,
      status: "qualified",
    });
    await create(adminToken, mine.partner.id, "resources", {
      title: "Battlecard",
      category: "Sales",
      type: "PDF",
    });
    await create(adminToken, theirs.partner.id, "resources", {
      title: "Their pricing",
      category: "Sales",
      type: "PDF",
    });
    await callRoute(sharedResourceRoute, "/x", {
      body: { title: "Brand kit", category: "Marketing", type: "Video" },
      token: adminToken,
    });
    await create(adminToken, mine.partner.id, "training", {
      title: "Fundamentals",
      duration: "2h",
      status: "completed",
      progress: 100,
      certificate: true,
    });
    await create(adminToken, mine.partner.id, "notifications", { message: "Welcome aboard" });

    const token = await signIn(mine.email, mine.password);
    const get = async (route: (typeof partnerRoutes)[number][1]) =>
      (await callRoute(route, "/x", { token })).json;
    const summary = await get(dashboardRoute);
    expect((await callRoute(dashboardRoute, "/x", { token })).response.headers.get("cache-control")).toBe(
      "private, no-store",
    );
    expect(summary).toMatchObject({
      success: true,
      partner: {
        companyName: "Mine Ltd",
        tier: "bronze",
        certificationStatus: "pending",
        points: 0,
        status: "active",
      },
      stats: {
        total_revenue: 120000,
        pending_commission: 12000,
        active_deals: 1,
        certified_users: 1,
        total_referrals: 1,
      },
    });
    // The console's notice is for every user of the company, beside the news of the two
    // resources the team added: all in their inbox, unread.
    expect(await get(notificationsRoute)).toMatchObject({
      notifications: expect.arrayContaining([
        expect.objectContaining({ message: "Welcome aboard", kind: "notice", link: null, readAt: null }),
        expect.objectContaining({ message: "New resource: Battlecard.", kind: "resource:new" }),
        expect.objectContaining({ message: "New resource: Brand kit.", kind: "resource:new" }),
      ]),
      unread: 3,
    });
    expect((summary.recentDeals as { customer_name: string }[]).map((d) => d.customer_name).sort()).toEqual([
      "Contoso",
      "Fabrikam",
    ]);
    const deals = (await get(dealsRoute)).deals as Record<string, unknown>[];
    expect(deals.map((d) => d.customerName).sort()).toEqual(["Contoso", "Fabrikam"]);
    // The dashboard's shape plus the registration's fields; probability follows the stage.
    expect(deals.find((d) => d.customerName === "Contoso")).toMatchObject({
      _id: dealId,
      customerName: "Contoso",
      dealSize: 120000,
      status: "closed_won",
      stage: "closed_won",
      createdAt: expect.any(String),
      protectionExpires: "2026-03-31",
      decisionMaker: { name: "Dana CFO", email: "dana@contoso.example" },
      probability: 100,
    });
    expect(deals.find((d) => d.customerName === "Fabrikam")).toMatchObject({
      status: "pending",
      stage: "prospecting",
      protectionExpires: null,
      decisionMaker: { name: null, email: null },
    });
    const commissions = (await get(commissionsRoute)).commissions as Record<string, unknown>[];
    expect(commissions.find((c) => c.status === "paid")).toMatchObject({
      dealId: { _id: dealId, customerName: "Contoso" },
      amount: 3000,
      rate: 10,
      paymentReference: "PAY-1",
      payoutDate: new Date().toISOString().slice(0, 10),
    });
    expect((await get(referralsRoute)).referrals).toEqual([
      {
        id: expect.any(String),
        company: "Tailspin",
        contact: "Tom",
        email: "tom@tailspin.example",
        phone: "",
        expectedValue: 40000,
        notes: "",
        status: "qualified",
        source: "partner",
        // Entered by the programme team, not by a user of the company.
        registeredBy: null,
        referredDate: expect.any(String),
        lastFollowUpAt: null,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    ]);
    expect(((await get(resourcesRoute)).resources as { title: string }[]).map((r) => r.title).sort()).toEqual(
      ["Battlecard", "Brand kit"],
    );
    const training = await get(trainingRoute);
    expect(training).toMatchObject({
      tier: "bronze",
      training: [
        {
          title: "Fundamentals",
          status: "completed",
          progress: 100,
          certificate: true,
          completedDate: expect.any(String),
        },
      ],
    });
    expect(await get(profileRoute)).toMatchObject({
      profile: { firstName: "Pat", lastName: "Partner", email: mine.email, phone: "+1 555 0100" },
      company: { companyName: "Mine Ltd" },
    });
    expect(JSON.stringify(await get(profileRoute))).not.toMatch(/argon2|password/i);
  });

  it("counts one pending commission figure: pending, approved and requested, as the summary endpoint does", async () => {
    const adminToken = await admin();
    const account = await createTestPartner({ companyName: "Pending Figures Ltd" });
    for (const [amount, status] of [
      [14200, "pending"],
      [4625.5, "requested"],
      [7800, "pending"],
      [18500, "paid"],
    ] as const) {
      expect(
        (
          await create(adminToken, account.partner.id, "commissions", {
            amount,
            rate: 10,
            status,
            ...(status === "paid" ? { paymentReference: "PAY-9" } : {}),
          })
        ).status,
      ).toBe(200);
    }
    // Approved by the team, not yet in a payout request.
    await db()
      .updateTable("commissions")
      .set({ status: "approved" })
      .where("partner_id", "=", account.partner.id)
      .where("amount_minor", "=", 780_000)
      .execute();
    const token = await signIn(account.email, account.password);
    const summary = (await callRoute(dashboardRoute, "/x", { token })).json as {
      stats: { pending_commission: number };
    };
    const figures = (await callRoute(commissionSummaryRoute, "/x", { token })).json as {
      byCurrency: Record<string, number | string>[];
    };
    expect(summary.stats.pending_commission).toBe(26625.5);
    // Earned is everything approved: awaiting payment (approved and requested) plus paid.
    expect(figures.byCurrency).toEqual([
      expect.objectContaining({
        currency: "USD",
        awaitingPaymentMinor: 1_242_550,
        pendingApprovalMinor: 1_420_000,
        paidMinor: 1_850_000,
        earnedMinor: 1_242_550 + 1_850_000,
      }),
    ]);
  });
});

describe("admin data operations", () => {
  it.each([
    ["deals", { dealSize: 1 }],
    ["deals", { customerName: "X", dealSize: "big" }],
    ["deals", { customerName: "X", dealSize: -5 }],
    ["deals", { customerName: "X", dealSize: 5, status: "won" }],
    ["deals", { customerName: "X", dealSize: 5, protectionExpires: "next week" }],
    ["deals", { customerName: "X".repeat(201), dealSize: 5 }],
    ["commissions", { amount: 5, rate: 101 }],
    ["commissions", { amount: 5, rate: 10, status: "paid" }],
    ["commissions", { amount: 5, rate: 10, dealId: "someone-elses-deal" }],
    ["referrals", { company: "A", contact: "B", email: "not-an-email", expectedValue: 1 }],
    ["resources", { title: "T", category: "Legal", type: "PDF" }],
    ["training", { title: "T", duration: "1h", progress: 101 }],
    ["notifications", { message: "" }],
  ])("400 for %s %j; nothing stored", async (collection, body) => {
    const token = await admin();
    const account = await createTestPartner();
    const result = await create(token, account.partner.id, collection, body);
    expect(result.status).toBe(400);
    const data = (await callRoute(adminDataRoute, "/x", { token, params: { id: account.partner.id } })).json;
    expect(
      Object.values(data)
        .filter(Array.isArray)
        .flat()
        .filter((item: { title?: string }) => item.title !== "Brand kit"),
    ).toEqual([]);
  });

  it("404 for an unknown collection, partner or item", async () => {
    const token = await admin();
    const account = await createTestPartner();
    expect((await create(token, account.partner.id, "invoices", { amount: 1 })).status).toBe(404);
    expect((await create(token, "missing", "deals", { customerName: "X", dealSize: 1 })).status).toBe(404);
    expect(
      (
        await callRoute(patchRoute, "/x", {
          method: "PATCH",
          body: { dealSize: 2 },
          token,
          params: { collection: "deals", itemId: "missing" },
        })
      ).status,
    ).toBe(404);
  });

  it("marks a commission paid only with a reference; updates keep other fields; delete is audited", async () => {
    const token = await admin();
    const account = await createTestPartner();
    const created = await create(token, account.partner.id, "commissions", { amount: 900, rate: 7.5 });
    const id = (created.json.item as { _id: string })._id;
    const patch = (body: unknown) =>
      callRoute(patchRoute, "/x", {
        method: "PATCH",
        body,
        token,
        params: { collection: "commissions", itemId: id },
      });
    expect((await patch({ status: "paid" })).json.error).toBe(
      "A payment reference is required to mark a commission paid.",
    );
    expect((await patch({})).json.error).toBe("Nothing to update.");
    expect((await patch({ amount: 1, partner_id: "other" })).status).toBe(400);
    const paid = await patch({ status: "paid", paymentReference: "WIRE-2025-001", payoutDate: "2025-06-30" });
    expect(paid.json.item).toMatchObject({
      amount: 900,
      rate: 7.5,
      status: "paid",
      paymentReference: "WIRE-2025-001",
      payoutDate: "2025-06-30",
    });
    expect(
      (
        await callRoute(deleteRoute, "/x", {
          method: "DELETE",
          token,
          params: { collection: "commissions", itemId: id },
        })
      ).status,
    ).toBe(200);
    const audit = await db()
      .selectFrom("audit_log")
      .select("action")
      .where("entity_id", "=", account.partner.id)
      .orderBy("created_at")
      .execute();
    expect(audit.map((a) => a.action)).toEqual([
      "commissions.created",
      "commissions.updated",
      "commissions.deleted",
    ]);
  });

  it("a partner session cannot use the admin operations", async () => {
    const account = await createTestPartner();
    const token = await signIn(account.email, account.password);
    const result = await create(token, account.partner.id, "deals", {
      customerName: "Self-approved",
      dealSize: 1e9,
    });
    expect(result.status).toBe(403);
    expect(
      await db().selectFrom("deals").select("id").where("partner_id", "=", account.partner.id).execute(),
    ).toEqual([]);
  });
});
