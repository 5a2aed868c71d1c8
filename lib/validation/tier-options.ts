// Partner tiers' ids, metrics and changes with their words, without zod: the console and the
// portal read them in the browser; the schemas in ./tiers.ts check them on the server.
//
// A partner is placed in the highest tier whose every requirement it meets over the trailing
// 12 months; a promotion is at once, a demotion after a grace period; the team may pin a tier.

export const tierIds = ["bronze", "silver", "gold", "platinum"] as const;
export type TierId = (typeof tierIds)[number];

export const tierLabels: Record<TierId, string> = {
  bronze: "Bronze",
  silver: "Silver",
  gold: "Gold",
  platinum: "Platinum",
};

export function isTierId(value: string): value is TierId {
  return (tierIds as readonly string[]).includes(value);
}

/** The label of a stored tier; an unknown one is shown as stored. */
export const tierLabel = (tier: string) => (isTierId(tier) ? tierLabels[tier] : tier);

export const tierMetrics = ["wonRevenue", "wonDeals", "certifications"] as const;
export type TierMetric = (typeof tierMetrics)[number];

export const tierMetricLabels: Record<TierMetric, string> = {
  wonRevenue: "won revenue",
  wonDeals: "won deals",
  certifications: "certifications",
};

export const tierChangeKinds = [
  "promoted",
  "demoted",
  "grace_started",
  "grace_cleared",
  "pinned",
  "unpinned",
] as const;
export type TierChangeKind = (typeof tierChangeKinds)[number];

/** The last day a pin holds (it is stored as the moment it ends: the next day's midnight, UTC). */
export const pinLastDay = (pinnedUntil: string) => new Date(Date.parse(pinnedUntil) - 1).toISOString();
