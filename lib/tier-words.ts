import { formatMoney } from "@/lib/money";
import { tierLabel, tierMetricLabels } from "@/lib/validation/tier-options";
import type { TierHistoryEntry, TierRequirementProgress } from "@/lib/validation/tiers";

// A tier's requirements and history in words, the same on the partner's Overview and in the
// console ("$212,000 of $250,000 won revenue to Gold"; "Kept at Gold by the programme team").

/** A requirement of the next tier against the partner's figure; won revenue in `currency`. */
export function tierRequirementText(
  requirement: TierRequirementProgress,
  next: string,
  currency: string,
): string {
  const { current, target } = requirementProgress(requirement);
  const show = (value: number) =>
    requirement.metric === "wonRevenue" ? formatMoney(value, currency) : value.toLocaleString("en-US");
  const label = tierMetricLabels[requirement.metric];
  if (target <= 0) return `No ${label} needed for ${tierLabel(next)}`;
  // Past the target, "569,000 of 250,000" reads as a shortfall: say it is met.
  if (current >= target) return `${show(current)} ${label}: met (${tierLabel(next)} needs ${show(target)})`;
  return `${show(current)} of ${show(target)} ${label} to ${tierLabel(next)}`;
}

/** A requirement's figure and target in one unit (won revenue in minor units), for bars and words. */
export function requirementProgress(requirement: TierRequirementProgress): {
  current: number;
  target: number;
} {
  return requirement.metric === "wonRevenue"
    ? { current: requirement.currentMinor, target: requirement.targetMinor }
    : { current: requirement.current, target: requirement.target };
}

const changeWords: Record<TierHistoryEntry["change"], (entry: TierHistoryEntry) => string> = {
  promoted: (e) => `Promoted from ${tierLabel(e.from ?? "")} to ${tierLabel(e.to)}`,
  demoted: (e) => `Moved from ${tierLabel(e.from ?? "")} to ${tierLabel(e.to)}`,
  grace_started: (e) => `Below the ${tierLabel(e.to)} requirements: grace period started`,
  grace_cleared: (e) => `Meets the ${tierLabel(e.to)} requirements again`,
  pinned: (e) => `Kept at ${tierLabel(e.to)} by the programme team`,
  unpinned: (e) => `The programme team's hold on ${tierLabel(e.to)} ended`,
};

/** One line of a partner's tier history in words. */
export function tierChangeText(entry: TierHistoryEntry): string {
  return changeWords[entry.change](entry);
}
