import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { minorFromDb } from "@/lib/money";
import { approveDeal } from "@/lib/server/deals/console-review";
import { setDealStage } from "@/lib/server/deals/console-stage";
import { DAY_MS } from "@/lib/time";
import { adminToken } from "@/test/support/accounts";
import { useTestDatabase } from "@/test/support/test-database";
import {
  historyChanges,
  insertApprovedDeal,
  insertWonDeal,
  newPartner,
  tierMailKinds,
  tierRow,
  useSmallRules,
} from "@/test/support/tiers";
import { completeCall, detailCall, enrolledPartner } from "@/test/support/training";
import { ensureTrainingCatalog } from "@/lib/server/training/catalog";
import { saveTierRules } from "./rules";
import { smallRules } from "@/test/support/tiers";
import type { TrainingCourseDetail } from "@/lib/validation/training";
import { evaluateAllTiers } from "./evaluate";
import { measurePartner, trailingWindowStart } from "./metrics";

// Tiers against the database: the trailing windows at their edges, a won deal that promotes
// (and the rate each deal earns), a reversal that starts the grace period, the nightly run
// that demotes after it, a certification, and deal protection by tier.
const db = useTestDatabase();
let admin: { token: string; userId: string };

beforeAll(async () => {
  admin = await adminToken();
});

beforeEach(async () => {
  await useSmallRules(30);
});

async function win(dealId: string, now = new Date()) {
  return setDealStage(dealId, "closed_won", { actorUserId: admin.userId, now });
}

async function commissionOf(dealId: string) {
  const row = await db()
    .selectFrom("commissions")
    .select(["rate", "tier", "amount_minor"])
    .where("won_deal_id", "=", dealId)
    .executeTakeFirstOrThrow();
  return { rate: Number(row.rate), tier: row.tier, amount: minorFromDb(row.amount_minor) };
}

describe("trailing windows", () => {
  const now = new Date("2026-11-25T02:00:00.000Z");
  const start = trailingWindowStart(now);

  it("start 12 months before, to the millisecond", () => {
    expect(start.toISOString()).toBe("2025-11-25T02:00:00.000Z");
  });

  it("count a deal won at the window's first moment and at its last, not one a millisecond outside", async () => {
    const { partner } = await newPartner();
    await insertWonDeal(db(), partner.id, 1_000, start);
    await insertWonDeal(db(), partner.id, 2_000, now);
    await insertWonDeal(db(), partner.id, 4_000, new Date(start.getTime() - 1));
    await insertWonDeal(db(), partner.id, 8_000, new Date(now.getTime() + 1));
    expect(await measurePartner(db(), partner.id, now)).toEqual({
      wonRevenueMinor: 300_000,
      unconvertedRevenue: [],
      wonDeals: 2,
      certifications: 0,
    });
  });

  it("date a deal by its last move to closed won, else by its row; count other currencies at their win date's rate", async () => {
    const { partner } = await newPartner();
    // Won long ago, reopened and won again last week: it counts.
    const again = await insertWonDeal(db(), partner.id, 1_000, new Date(now.getTime() - 400 * DAY_MS));
    await db()
      .insertInto("deal_events")
      .values({
        id: crypto.randomUUID(),
        deal_id: again,
        actor_user_id: null,
        actor_role: "admin",
        kind: "stage",
        from_value: "negotiation",
        to_value: "closed_won",
        reason: null,
        created_at: new Date(now.getTime() - 7 * DAY_MS).toISOString(),
      })
      .execute();
    await insertWonDeal(db(), partner.id, 500, null, { updatedAt: new Date(now.getTime() - DAY_MS) });
    await insertWonDeal(db(), partner.id, 9_000, new Date(now.getTime() - DAY_MS), { currency: "EUR" });
    // No EUR rate on its win date: counted as a deal, named, and never added at face value.
    expect(await measurePartner(db(), partner.id, now)).toEqual({
      wonRevenueMinor: 150_000,
      unconvertedRevenue: [{ minor: 900_000, currency: "EUR" }],
      wonDeals: 3,
      certifications: 0,
    });
    // A rate in force on the win date converts it (EUR 9,000.00 at 1.1 = $9,900.00); a rate
    // that starts after the win does not apply to it.
    const day = (offset: number) => new Date(now.getTime() + offset * DAY_MS).toISOString().slice(0, 10);
    for (const [rate, from] of [
      ["1.1", day(-30)],
      ["2", day(0)],
    ] as const)
      await db()
        .insertInto("exchange_rates")
        .values({
          id: crypto.randomUUID(),
          base: "EUR",
          quote: "USD",
          rate,
          effective_from: from,
          created_by: null,
          created_at: now.toISOString(),
        })
        .execute();
    expect(await measurePartner(db(), partner.id, now)).toMatchObject({
      wonRevenueMinor: 150_000 + 990_000,
      unconvertedRevenue: [],
      wonDeals: 3,
    });
  });

  it("drop a deal that is no longer won", async () => {
    const { partner } = await newPartner();
    const id = await insertWonDeal(db(), partner.id, 1_000, new Date(now.getTime() - DAY_MS));
    await db().updateTable("deals").set({ status: "approved" }).where("id", "=", id).execute();
    expect((await measurePartner(db(), partner.id, now)).wonDeals).toBe(0);
  });
});

describe("a won deal", () => {
  it("earns the rate of the tier it was won in; crossing a threshold promotes for the next one", async () => {
    const { partner, user } = await newPartner("silver");
    const first = await insertApprovedDeal(partner.id, 3_000);
    await win(first);
    // Silver when won: 15% of $3,000, and the line names Silver.
    expect(await commissionOf(first)).toEqual({ rate: 15, tier: "silver", amount: 45_000 });
    expect((await tierRow(partner.id)).tier).toBe("silver");

    const second = await insertApprovedDeal(partner.id, 2_000);
    await win(second);
    // $5,000 over 2 deals meets Gold: promoted at once, after the deal earned Silver's rate.
    expect(await commissionOf(second)).toEqual({ rate: 15, tier: "silver", amount: 30_000 });
    expect((await tierRow(partner.id)).tier).toBe("gold");
    expect(await historyChanges(partner.id)).toEqual(["promoted"]);
    expect(await tierMailKinds(partner.id)).toEqual(["tier:promoted"]);
    const audit = await db()
      .selectFrom("audit_log")
      .select("action")
      .where("entity_id", "=", partner.id)
      .where("action", "like", "partner.tier%")
      .execute();
    expect(audit.map((row) => row.action)).toEqual(["partner.tier.promoted"]);
    const mail = await db()
      .selectFrom("outbox")
      .select(["to_address", "subject"])
      .where("kind", "=", "tier:promoted")
      .where("ref_id", "=", partner.id)
      .executeTakeFirstOrThrow();
    expect(mail).toEqual({ to_address: user.email, subject: "You are now Gold" });

    const third = await insertApprovedDeal(partner.id, 1_000);
    await win(third);
    expect(await commissionOf(third)).toEqual({ rate: 20, tier: "gold", amount: 20_000 });
    // Earlier lines are never rewritten.
    expect(await commissionOf(first)).toEqual({ rate: 15, tier: "silver", amount: 45_000 });
  });

  it("earns the partner's own rate, naming no tier, when the team set one", async () => {
    const { partner } = await newPartner("gold");
    await db().updateTable("partners").set({ commission_rate: 12.5 }).where("id", "=", partner.id).execute();
    const deal = await insertApprovedDeal(partner.id, 1_000);
    await win(deal);
    expect(await commissionOf(deal)).toEqual({ rate: 12.5, tier: null, amount: 12_500 });
  });

  it("reopened: the partner keeps its tier through the grace period, warned once, then is demoted", async () => {
    const { partner } = await newPartner("bronze");
    const deal = await insertApprovedDeal(partner.id, 1_500);
    const wonAt = new Date();
    await win(deal, wonAt);
    expect((await tierRow(partner.id)).tier).toBe("silver");
    const reopenedAt = new Date(wonAt.getTime() + 60_000);
    await setDealStage(deal, "negotiation", { actorUserId: admin.userId, now: reopenedAt });
    const row = await tierRow(partner.id);
    expect(row.tier).toBe("silver");
    expect(row.tier_grace_started_at).toBe(reopenedAt.toISOString());
    expect(await tierMailKinds(partner.id)).toEqual(["tier:promoted", "tier:demotion-warning"]);

    // Nightly runs: nothing within the 30 days, the demotion at their end, nothing after.
    await evaluateAllTiers(db(), new Date(reopenedAt.getTime() + 30 * DAY_MS - 1));
    expect((await tierRow(partner.id)).tier).toBe("silver");
    await evaluateAllTiers(db(), new Date(reopenedAt.getTime() + 30 * DAY_MS));
    expect(await tierRow(partner.id)).toMatchObject({ tier: "bronze", tier_grace_started_at: null });
    await evaluateAllTiers(db(), new Date(reopenedAt.getTime() + 31 * DAY_MS));
    expect(await historyChanges(partner.id)).toEqual(["promoted", "grace_started", "demoted"]);
    expect(await tierMailKinds(partner.id)).toEqual([
      "tier:promoted",
      "tier:demotion-warning",
      "tier:demoted",
    ]);
  });

  it("falls out of the trailing window at the nightly run 12 months later", async () => {
    const { partner } = await newPartner("silver");
    const wonAt = new Date(Date.now() - 2 * DAY_MS);
    await insertWonDeal(db(), partner.id, 2_000, wonAt);
    await evaluateAllTiers(db(), new Date());
    expect(await historyChanges(partner.id)).toEqual([]);
    const yearLater = new Date(wonAt.getTime());
    yearLater.setUTCMonth(yearLater.getUTCMonth() + 12);
    await evaluateAllTiers(db(), new Date(yearLater.getTime() + 1));
    expect(await historyChanges(partner.id)).toEqual(["grace_started"]);
  });
});

describe("a certification", () => {
  it("counts at once: the course that certifies the partner promotes it", async () => {
    await ensureTrainingCatalog();
    const rules = smallRules();
    // Silver asks for one certification and nothing else.
    rules.tiers[1] = { ...rules.tiers[1]!, minWonRevenueMinor: 0, minWonDeals: 0, minCertifications: 1 };
    await saveTierRules({ ...rules, currency: "USD" }, null);
    const { account, token, idOf } = await enrolledPartner();
    const id = idOf("platform-fundamentals");
    const course = (await detailCall(token, id)).json.course as TrainingCourseDetail;
    for (const [index, part] of course.modules.entries()) {
      expect((await completeCall(token, id, part.id)).status).toBe(200);
      const expected = index === course.modules.length - 1 ? "silver" : "bronze";
      expect((await tierRow(account.partner.id)).tier).toBe(expected);
    }
    expect(await tierMailKinds(account.partner.id)).toEqual(["tier:promoted"]);
  });
});

describe("deal protection", () => {
  it("lasts the partner's tier's protection days", async () => {
    const now = new Date("2026-11-25T10:00:00.000Z");
    const gold = await newPartner("gold");
    const bronze = await newPartner("bronze");
    const goldDeal = await insertApprovedDeal(gold.partner.id, 100);
    const bronzeDeal = await insertApprovedDeal(bronze.partner.id, 100);
    for (const id of [goldDeal, bronzeDeal])
      await db()
        .updateTable("deals")
        .set({ status: "pending", protection_expires: null })
        .where("id", "=", id)
        .execute();
    expect((await approveDeal(goldDeal, { actorUserId: admin.userId, now })).protectionExpires).toBe(
      new Date(now.getTime() + 120 * DAY_MS).toISOString(),
    );
    expect((await approveDeal(bronzeDeal, { actorUserId: admin.userId, now })).protectionExpires).toBe(
      new Date(now.getTime() + 90 * DAY_MS).toISOString(),
    );
  });
});
