import { type TierId, isTierId } from "@/lib/validation/tier-options";
import type { TierRequirementProgress } from "@/lib/validation/tiers";
import type { TierMetricsValue } from "./metrics";
import type { TierRuleRecord } from "./rules";
import { DAY_MS } from "@/lib/time";

// The tier decision, without the database: where the figures place a partner, and what
// changes for a partner in a tier (promotion at once, demotion after the grace period, the
// team's pin until its end date).

type Rule = Pick<
  TierRuleRecord,
  "tier" | "rank" | "minWonRevenueMinor" | "minWonDeals" | "minCertifications"
>;

export function meetsRule(rule: Rule, metrics: TierMetricsValue): boolean {
  return (
    metrics.wonRevenueMinor >= rule.minWonRevenueMinor &&
    metrics.wonDeals >= rule.minWonDeals &&
    metrics.certifications >= rule.minCertifications
  );
}

/** The highest tier whose every requirement the figures meet (the lowest tier when none). */
export function placeTier(rules: readonly Rule[], metrics: TierMetricsValue): TierId {
  const ranked = [...rules].sort((a, b) => a.rank - b.rank);
  let placed = ranked[0]?.tier ?? "bronze";
  for (const rule of ranked) if (meetsRule(rule, metrics)) placed = rule.tier;
  return placed;
}

/** The tier above `tier` and how far the figures are from each of its requirements (null: top). */
export function nextTierProgress(
  rules: readonly Rule[],
  tier: TierId,
  metrics: TierMetricsValue,
): { tier: TierId; requirements: TierRequirementProgress[] } | null {
  const ranked = [...rules].sort((a, b) => a.rank - b.rank);
  const current = ranked.find((rule) => rule.tier === tier)?.rank ?? -1;
  const next = ranked.find((rule) => rule.rank > current);
  if (!next) return null;
  return {
    tier: next.tier,
    requirements: [
      { metric: "wonRevenue", currentMinor: metrics.wonRevenueMinor, targetMinor: next.minWonRevenueMinor },
      { metric: "wonDeals", current: metrics.wonDeals, target: next.minWonDeals },
      { metric: "certifications", current: metrics.certifications, target: next.minCertifications },
    ],
  };
}

export interface TierState {
  tier: TierId;
  graceStartedAt: string | null;
  pinnedUntil: string | null;
}

export type TierStep =
  | { change: "promoted" | "demoted"; from: TierId; to: TierId }
  | { change: "grace_started"; tier: TierId; earned: TierId; graceEndsAt: string }
  | { change: "grace_cleared"; tier: TierId }
  | { change: "unpinned"; tier: TierId };

export function graceEndsAt(startedAt: string, graceDays: number): string {
  return new Date(Date.parse(startedAt) + graceDays * DAY_MS).toISOString();
}

/** What happens to a partner in `state` whose figures earn `earned`, at `now`. */
export function decideTier(
  state: TierState,
  earned: TierId,
  rules: readonly Rule[],
  graceDays: number,
  now: Date,
): { steps: TierStep[]; state: TierState } {
  const steps: TierStep[] = [];
  const at = now.toISOString();
  const { tier, graceStartedAt } = state;
  let pinnedUntil = state.pinnedUntil;
  if (pinnedUntil && pinnedUntil > at) {
    return { steps, state: { tier, graceStartedAt: null, pinnedUntil } };
  }
  if (pinnedUntil) {
    steps.push({ change: "unpinned", tier });
    pinnedUntil = null;
  }
  const rankOf = (id: string) => rules.find((rule) => rule.tier === id)?.rank ?? -1;
  const current = isTierId(tier) ? rankOf(tier) : -1;
  const target = rankOf(earned);
  if (target > current) {
    steps.push({ change: "promoted", from: tier, to: earned });
    return { steps, state: { tier: earned, graceStartedAt: null, pinnedUntil } };
  }
  if (target === current) {
    if (graceStartedAt) steps.push({ change: "grace_cleared", tier });
    return { steps, state: { tier, graceStartedAt: null, pinnedUntil } };
  }
  const started = graceStartedAt ?? at;
  if (graceEndsAt(started, graceDays) <= at) {
    steps.push({ change: "demoted", from: tier, to: earned });
    return { steps, state: { tier: earned, graceStartedAt: null, pinnedUntil } };
  }
  if (!graceStartedAt)
    steps.push({ change: "grace_started", tier, earned, graceEndsAt: graceEndsAt(started, graceDays) });
  return { steps, state: { tier, graceStartedAt: started, pinnedUntil } };
}
