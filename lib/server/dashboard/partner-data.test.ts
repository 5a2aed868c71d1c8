import { describe, expect, it } from "vitest";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { GET as dashboardRoute } from "@/app/api/partners/dashboard/route";
import { GET as dealsRoute } from "@/app/api/partners/deals/route";
import { GET as commissionsRoute } from "@/app/api/partners/commissions/route";
import { GET as referralsRoute } from "@/app/api/partners/referrals/route";
import { GET as resourcesRoute } from "@/app/api/partners/resources/route";
import { GET as trainingRoute } from "@/app/api/partners/training/route";
import { GET as profileRoute } from "@/app/api/partners/profile/route";
import { GET as notificationsRoute } from "@/app/api/partners/notifications/route";
import { POST as sharedResourceRoute } from "@/app/api/admin/resources/route";
import { createSession } from "@/lib/server/auth/session";
import { createTestPartner } from "@/test/support/accounts";
import { callRoute } from "@/test/support/routes";
import { signIn, admin, create } from "@/test/support/partner-data";

// The partner's own data endpoints: who may read them, and the dashboard's shapes holding only
// the partner's own rows. The pending commission figure is in ./partner-data-figures.test.ts, the
// team's data operations in ./partner-data-console.test.ts.

// The sender runs in the background after each commit; tests flush the outbox themselves.
const db = freshTestDatabase();

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
        expectedValueMinor: 4_000_000,
        currency: "USD",
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
});
