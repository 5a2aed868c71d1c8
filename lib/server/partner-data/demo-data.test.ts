import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { GET as dashboardRoute } from "@/app/api/partners/dashboard/route";
import { GET as commissionsRoute } from "@/app/api/partners/commissions/route";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { hashPassword } from "@/lib/server/auth/password";
import { GET as trainingRoute } from "@/app/api/partners/training/route";
import { ensureTrainingCatalog } from "@/lib/server/training/catalog";
import { seedDemoData } from "./demo-data";
import { callRoute } from "@/test/support/routes";

vi.mock("@/lib/server/mail/sender", () => ({ kickMailSender: vi.fn(), startMailSender: vi.fn() }));

const db = freshTestDatabase();

describe("the demo partner (npm run db:seed)", () => {
  it("signs in to a living dashboard", async () => {
    await ensureTrainingCatalog();
    const passwordHash = await hashPassword("Demo-Partner-2025!");
    await db().transaction().execute((trx) => seedDemoData(trx, { email: "demo@partner.finlytic.ai", passwordHash, partnerId: randomUUID(), userId: randomUUID() }));
    const login = await callRoute(loginRoute, "/api/auth/login", { body: { email: "demo@partner.finlytic.ai", password: "Demo-Partner-2025!" } });
    expect(login.status).toBe(200);
    const token = login.json.token as string;
    const summary = (await callRoute(dashboardRoute, "/x", { token })).json;
    expect(summary).toMatchObject({
      partner: { companyName: "Northwind Advisory Group", tier: "silver", certificationStatus: "certified", points: 1250 },
      stats: { total_revenue: 281000, pending_commission: 26625, active_deals: 5, certified_users: 1, total_referrals: 6 },
    });
    expect(summary.recentDeals).toHaveLength(5);
    expect(summary.notifications).toHaveLength(4);
    // Training from real modules: one course certified, one a third done, one to start.
    const training = (await callRoute(trainingRoute, "/x", { token })).json.training as { status: string; progress: number; currentModule: string | null; certificate: boolean }[];
    expect(training.map((c) => [c.status, c.progress, c.certificate])).toEqual([["completed", 100, true], ["in_progress", 33, false], ["not_started", 0, false]]);
    expect(training[1]!.currentModule).toBe("Commissions and payouts");
    const commissions = (await callRoute(commissionsRoute, "/x", { token })).json.commissions as { dealId: { customerName: string } }[];
    expect(commissions.every((c) => c.dealId.customerName.length > 0)).toBe(true);
  });
});
