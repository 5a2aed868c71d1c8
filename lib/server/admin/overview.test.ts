import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { createTestPartner } from "@/test/support/accounts";
import { insertCommission } from "@/test/support/payouts";
import type { DealStatus } from "@/lib/validation/deal-options";
import type { ReferralStatus } from "@/lib/validation/referral-options";
import { getConsoleOverview } from "./overview";

// The console's front page counts every queue the team works, and only what waits in it.
const db = freshTestDatabase();
const now = new Date().toISOString();

async function insertDeal(partnerId: string, status: DealStatus, extension: "requested" | "granted" | null) {
  await db()
    .insertInto("deals")
    .values({
      id: randomUUID(),
      partner_id: partnerId,
      customer_name: "Northwind",
      decision_maker_name: null,
      decision_maker_email: null,
      deal_size_minor: 1_000_000,
      status,
      stage: "prospecting",
      protection_expires: null,
      extension_status: extension,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

async function insertReferral(partnerId: string, status: ReferralStatus) {
  await db()
    .insertInto("referrals")
    .values({
      id: randomUUID(),
      partner_id: partnerId,
      company: "Lamna",
      contact: "Riley Lead",
      email: `${randomUUID().slice(0, 8)}@lamna.example`,
      expected_value_minor: 100_000,
      status,
      referred_date: now,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

async function insertPayout(partnerId: string, status: "requested" | "paid") {
  await db()
    .insertInto("payout_requests")
    .values({
      id: randomUUID(),
      partner_id: partnerId,
      amount_minor: 50_000,
      status,
      payment_reference: status === "paid" ? "TX-1" : null,
      paid_on: null,
      requested_by: null,
      paid_by: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

describe("getConsoleOverview", () => {
  it("counts deals to review, extension requests, commissions to approve, payout requests and new referrals", async () => {
    const { partner } = await createTestPartner();
    const empty = await getConsoleOverview();
    expect(empty).toMatchObject({
      pendingDeals: 0,
      extensionRequests: 0,
      pendingCommissions: 0,
      requestedPayouts: 0,
      newReferrals: 0,
    });

    await insertDeal(partner.id, "pending", null);
    await insertDeal(partner.id, "pending", null);
    await insertDeal(partner.id, "approved", "requested");
    await insertDeal(partner.id, "approved", "granted");
    await insertCommission(partner.id, 100, "pending");
    await insertCommission(partner.id, 100, "approved");
    await insertPayout(partner.id, "requested");
    await insertPayout(partner.id, "paid");
    await insertReferral(partner.id, "submitted");
    await insertReferral(partner.id, "submitted");
    await insertReferral(partner.id, "submitted");
    await insertReferral(partner.id, "contacted");

    expect(await getConsoleOverview()).toMatchObject({
      pendingDeals: 2,
      extensionRequests: 1,
      pendingCommissions: 1,
      requestedPayouts: 1,
      newReferrals: 3,
      activePartners: 1,
    });
  });
});
