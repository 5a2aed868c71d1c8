import "server-only";
import { DEFAULT_CURRENCY } from "@/lib/money";
import { getDb } from "@/lib/server/db";
import type { PartnerTierView, TierHistoryEntry } from "@/lib/validation/tiers";
import type { Db } from "@/lib/server/db";
import { measurePartner } from "./metrics";
import { graceEndsAt, nextTierProgress } from "./placement";
import { readGraceDays, readTierRules } from "./rules";

/** GET /api/partners/tier: the partner's tier, its benefits, and the way to the next one. */
export async function partnerTierView(partnerId: string, now = new Date()): Promise<PartnerTierView> {
  const db = await getDb();
  const partner = await db
    .selectFrom("partners")
    .select(["tier", "tier_since", "tier_pinned_until", "tier_grace_started_at", "commission_rate"])
    .where("id", "=", partnerId)
    .executeTakeFirstOrThrow();
  const [rules, graceDays, metrics, history] = await Promise.all([
    readTierRules(db),
    readGraceDays(db),
    measurePartner(db, partnerId, now),
    tierHistoryOf(partnerId, 20, db),
  ]);
  const rule = rules.find((entry) => entry.tier === partner.tier);
  const next = nextTierProgress(rules, partner.tier, metrics);
  const currency = rule?.currency ?? DEFAULT_CURRENCY;
  return {
    tier: partner.tier,
    since: partner.tier_since,
    pinnedUntil: partner.tier_pinned_until,
    next,
    graceEndsAt:
      partner.tier_grace_started_at && !partner.tier_pinned_until
        ? graceEndsAt(partner.tier_grace_started_at, graceDays)
        : null,
    currency,
    unconvertedRevenue: (metrics.unconvertedRevenue ?? []).map((line) => ({
      amountMinor: line.minor,
      currency: line.currency,
    })),
    benefits: rule
      ? {
          commissionRate: rule.commissionRate,
          protectionDays: rule.protectionDays,
          mdfQuarterlyMinor: rule.mdfQuarterlyMinor,
        }
      : null,
    ownCommissionRate: partner.commission_rate === null ? null : Number(partner.commission_rate),
    history,
  };
}

/** The partner's tier history, newest first. */
export async function tierHistoryOf(partnerId: string, limit = 50, db?: Db): Promise<TierHistoryEntry[]> {
  const source = db ?? (await getDb());
  const rows = await source
    .selectFrom("partner_tier_history")
    .select(["change", "from_tier", "to_tier", "reason", "created_at"])
    .where("partner_id", "=", partnerId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    change: row.change,
    from: row.from_tier,
    to: row.to_tier,
    reason: row.reason,
    at: row.created_at,
  }));
}
