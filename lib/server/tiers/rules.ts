import "server-only";
import { DEFAULT_CURRENCY, minorFromDb } from "@/lib/money";
import { getDb } from "@/lib/server/db";
import { recordAudit } from "@/lib/server/audit/audit";
import { env } from "@/lib/server/env";
import { type TierId, isTierId, tierIds } from "@/lib/validation/tier-options";
import type { TierRules } from "@/lib/validation/tiers";
import type { TierRulesInput } from "@/lib/validation/tiers";
import type { Db } from "@/lib/server/db";

// The tier rules the team sets: each tier's requirements over the trailing 12 months and its
// benefits, and the demotion grace period. Minor units in the database and on the wire.

/** Commission percent of each partner tier, unless the team set the partner's own rate. */
export const tierCommissionRates: Record<string, number> = { bronze: 10, silver: 15, gold: 20, platinum: 25 };

export interface TierRuleRecord {
  tier: TierId;
  rank: number;
  minWonRevenueMinor: number;
  minWonDeals: number;
  minCertifications: number;
  commissionRate: number;
  protectionDays: number;
  mdfQuarterlyMinor: number;
  currency: string;
}

export const DEFAULT_GRACE_DAYS = 30;

/** Every tier's rule, lowest rank first. */
export async function readTierRules(db: Db): Promise<TierRuleRecord[]> {
  const rows = await db.selectFrom("tier_rules").selectAll().orderBy("rank").execute();
  return rows
    .filter((row) => isTierId(row.tier))
    .map((row) => ({
      tier: row.tier,
      rank: Number(row.rank),
      minWonRevenueMinor: minorFromDb(row.min_won_revenue_minor),
      minWonDeals: Number(row.min_won_deals),
      minCertifications: Number(row.min_certifications),
      commissionRate: Number(row.commission_rate),
      protectionDays: Number(row.protection_days),
      mdfQuarterlyMinor: minorFromDb(row.mdf_quarterly_minor),
      currency: row.currency,
    }));
}

export async function readGraceDays(db: Db): Promise<number> {
  const row = await db
    .selectFrom("tier_settings")
    .select("grace_days")
    .where("id", "=", "programme")
    .executeTakeFirst();
  return row ? Number(row.grace_days) : DEFAULT_GRACE_DAYS;
}

/** GET /api/admin/tiers: the rules in the shape PUT accepts. */
export async function getTierRules(db?: Db): Promise<TierRules> {
  const source = db ?? (await getDb());
  const [rules, graceDays] = await Promise.all([readTierRules(source), readGraceDays(source)]);
  return {
    currency: DEFAULT_CURRENCY,
    graceDays,
    tiers: rules.map((rule) => ({
      tier: rule.tier,
      minWonRevenueMinor: rule.minWonRevenueMinor,
      minWonDeals: rule.minWonDeals,
      minCertifications: rule.minCertifications,
      commissionRate: rule.commissionRate,
      protectionDays: rule.protectionDays,
      mdfQuarterlyMinor: rule.mdfQuarterlyMinor,
    })),
  };
}

/** Replaces every tier's rule and the grace period; audited with the rules before and after. */
export async function saveTierRules(input: TierRulesInput, actorUserId: string | null): Promise<TierRules> {
  const db = await getDb();
  return db.transaction().execute(async (trx) => {
    const before = await getTierRules(trx);
    const at = new Date().toISOString();
    for (const rule of input.tiers) {
      const values = {
        rank: tierIds.indexOf(rule.tier),
        min_won_revenue_minor: rule.minWonRevenueMinor,
        min_won_deals: rule.minWonDeals,
        min_certifications: rule.minCertifications,
        commission_rate: rule.commissionRate,
        protection_days: rule.protectionDays,
        mdf_quarterly_minor: rule.mdfQuarterlyMinor,
        currency: input.currency,
        updated_at: at,
        updated_by: actorUserId,
      };
      await trx
        .insertInto("tier_rules")
        .values({ tier: rule.tier, ...values })
        .onConflict((oc) => oc.column("tier").doUpdateSet(values))
        .execute();
    }
    await trx
      .insertInto("tier_settings")
      .values({ id: "programme", grace_days: input.graceDays, updated_at: at })
      .onConflict((oc) => oc.column("id").doUpdateSet({ grace_days: input.graceDays, updated_at: at }))
      .execute();
    const after = await getTierRules(trx);
    await recordAudit(trx, {
      actorUserId,
      action: "tiers.rules",
      entityType: "tier_rules",
      entityId: "programme",
      details: { before, after },
    });
    return after;
  });
}

/** The rule of a stored tier (null: none, such as an old hand-typed value). */
export async function tierRuleOf(db: Db, tier: string): Promise<TierRuleRecord | null> {
  return (await readTierRules(db)).find((rule) => rule.tier === tier.toLowerCase()) ?? null;
}

/** The rate a won deal earns now: the partner's own, else its tier's (with the tier it came from). */
export async function earningRateOf(
  db: Db,
  partner: { tier: TierId; commission_rate: number | null },
): Promise<{ rate: number; tier: TierId | null }> {
  if (partner.commission_rate !== null && partner.commission_rate !== undefined)
    return { rate: Number(partner.commission_rate), tier: null };
  const rule = await tierRuleOf(db, partner.tier);
  if (rule) return { rate: rule.commissionRate, tier: rule.tier };
  return { rate: tierCommissionRates.bronze!, tier: "bronze" };
}

/** Days of protection a newly approved deal of the partner gets: its tier's. */
export async function protectionDaysOf(db: Db, partnerId: string): Promise<number> {
  const partner = await db
    .selectFrom("partners")
    .select("tier")
    .where("id", "=", partnerId)
    .executeTakeFirst();
  const rule = partner ? await tierRuleOf(db, partner.tier) : null;
  return rule?.protectionDays ?? env().DEAL_PROTECTION_DAYS;
}

/** Each tier's commission percent (for views that show a tier's rate). */
export async function tierRates(db?: Db): Promise<Record<string, number>> {
  const rules = await readTierRules(db ?? (await getDb()));
  return rules.length
    ? Object.fromEntries(rules.map((rule) => [rule.tier, rule.commissionRate]))
    : { ...tierCommissionRates };
}
