import { describe, expect, it } from "vitest";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { GET as dashboardRoute } from "@/app/api/partners/dashboard/route";
import { createTestPartner } from "@/test/support/accounts";
import { callRoute } from "@/test/support/routes";
import { GET as commissionSummaryRoute } from "@/app/api/partners/commissions/summary/route";
import { signIn, admin, create } from "@/test/support/partner-data";

// The partner's pending commission figure, the same on the dashboard and the summary endpoint.

// The sender runs in the background after each commit; tests flush the outbox themselves.
const db = freshTestDatabase();

describe("GET /api/partners/*", () => {
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
