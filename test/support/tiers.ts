// Tier fixtures for tests (imported by *.test.ts only): small rules, deals inserted in a
// state, and what a partner's tier row and history hold.
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { toMinor } from "@/lib/money";
import { getDb, type Database } from "@/lib/server/db";
import { saveTierRules } from "@/lib/server/tiers/rules";
import { createTestPartner } from "./accounts";
import type { TierRules } from "@/lib/validation/tiers";
import type { TierId } from "@/lib/validation/tier-options";

/** Rules small enough to cross (amounts given in dollars here, stored as cents) with a few deals: Silver $1,000 and 1 deal, Gold $5,000 and 2. */
export function smallRules(overrides: Partial<Pick<TierRules, "graceDays">> = {}): TierRules {
  const tier = (name: string, revenue: number, deals: number, certs: number, rate: number, days: number) => ({
    tier: name as TierRules["tiers"][number]["tier"],
    minWonRevenueMinor: toMinor(revenue, "USD"),
    minWonDeals: deals,
    minCertifications: certs,
    commissionRate: rate,
    protectionDays: days,
    mdfQuarterlyMinor: toMinor(revenue / 10, "USD"),
  });
  return {
    currency: "USD",
    graceDays: overrides.graceDays ?? 30,
    tiers: [
      tier("bronze", 0, 0, 0, 10, 90),
      tier("silver", 1_000, 1, 0, 15, 90),
      tier("gold", 5_000, 2, 0, 20, 120),
      tier("platinum", 100_000, 10, 1, 25, 180),
    ],
  };
}

export async function useSmallRules(graceDays = 30): Promise<void> {
  await saveTierRules({ ...smallRules({ graceDays }), currency: "USD" }, null);
}

/** An approved deal of `sizeMajor` USD, ready to be won. */
export async function insertApprovedDeal(
  partnerId: string,
  sizeMajor: number,
  currency = "USD",
): Promise<string> {
  const db = await getDb();
  const id = randomUUID();
  const at = new Date().toISOString();
  await db
    .insertInto("deals")
    .values({
      id,
      partner_id: partnerId,
      customer_name: `Customer ${id.slice(0, 6)}`,
      decision_maker_name: null,
      decision_maker_email: null,
      deal_size_minor: toMinor(sizeMajor, currency),
      currency,
      status: "approved",
      stage: "proposal",
      protection_expires: at,
      created_at: at,
      updated_at: at,
    })
    .execute();
  return id;
}

/** A deal won at `wonAt` (its stage history says so), or entered won by hand (no history). */
export async function insertWonDeal(
  db: Kysely<Database>,
  partnerId: string,
  sizeMajor: number,
  wonAt: Date | null,
  options: { currency?: string; updatedAt?: Date } = {},
): Promise<string> {
  const id = randomUUID();
  const updated = (options.updatedAt ?? wonAt ?? new Date()).toISOString();
  await db
    .insertInto("deals")
    .values({
      id,
      partner_id: partnerId,
      customer_name: `Won ${id.slice(0, 6)}`,
      decision_maker_name: null,
      decision_maker_email: null,
      deal_size_minor: toMinor(sizeMajor, options.currency ?? "USD"),
      currency: options.currency ?? "USD",
      status: "closed_won",
      stage: "closed_won",
      protection_expires: null,
      created_at: updated,
      updated_at: updated,
    })
    .execute();
  if (wonAt)
    await db
      .insertInto("deal_events")
      .values({
        id: randomUUID(),
        deal_id: id,
        actor_user_id: null,
        actor_role: "admin",
        kind: "stage",
        from_value: "negotiation",
        to_value: "closed_won",
        reason: null,
        created_at: wonAt.toISOString(),
      })
      .execute();
  return id;
}

/** An active test partner in `tier` (set by hand, as before tiers were earned). */
export async function newPartner(tier: TierId = "bronze") {
  const account = await createTestPartner();
  if (tier !== "bronze") {
    const db = await getDb();
    await db.updateTable("partners").set({ tier }).where("id", "=", account.partner.id).execute();
  }
  return account;
}

export async function tierRow(partnerId: string) {
  const db = await getDb();
  return db
    .selectFrom("partners")
    .select(["tier", "tier_since", "tier_grace_started_at", "tier_pinned_until", "tier_pin_reason"])
    .where("id", "=", partnerId)
    .executeTakeFirstOrThrow();
}

export async function tierMailKinds(partnerId: string): Promise<string[]> {
  const db = await getDb();
  const rows = await db
    .selectFrom("outbox")
    .select("kind")
    .where("ref_id", "=", partnerId)
    .where("kind", "like", "tier:%")
    .orderBy("created_at")
    .execute();
  return rows.map((row) => row.kind);
}

export async function historyChanges(partnerId: string): Promise<string[]> {
  const db = await getDb();
  const rows = await db
    .selectFrom("partner_tier_history")
    .select("change")
    .where("partner_id", "=", partnerId)
    .orderBy("created_at")
    .orderBy("change")
    .execute();
  return rows.map((row) => row.change);
}
