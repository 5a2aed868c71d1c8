// Partner tiers as the console, the API and the portal read them. Usable by client and server.
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

/** One tier's rule as GET and PUT /api/admin/tiers carry it (amounts in major units). */
export interface TierRule {
  tier: TierId;
  /** Won revenue over the trailing 12 months. */
  minWonRevenue: number;
  minWonDeals: number;
  /** Certification courses completed. */
  minCertifications: number;
  commissionRate: number;
  protectionDays: number;
  /** Market-development budget per quarter. */
  mdfQuarterly: number;
}

export interface TierRules {
  currency: string;
  graceDays: number;
  tiers: TierRule[];
}

export interface TierRequirementProgress {
  metric: TierMetric;
  current: number;
  target: number;
}

export type TierChangeKind =
  "promoted" | "demoted" | "grace_started" | "grace_cleared" | "pinned" | "unpinned";

export interface TierHistoryEntry {
  change: TierChangeKind;
  from: string | null;
  to: string;
  reason: string | null;
  at: string;
}

/** GET /api/partners/tier */
export interface PartnerTierView {
  tier: string;
  since: string | null;
  pinnedUntil: string | null;
  next: { tier: TierId; requirements: TierRequirementProgress[] } | null;
  graceEndsAt: string | null;
  /**
   * The currency of won revenue: deals in other currencies count converted into it at the rate
   * in force on their win date.
   */
  currency: string;
  /** Won deals left out of revenue because no rate into `currency` existed on their win date. */
  unconvertedRevenue: { amountMinor: number; currency: string }[];
  benefits: { commissionRate: number; protectionDays: number; mdfQuarterly: number } | null;
  /** The team's own rate for the partner, which wins over the tier's. */
  ownCommissionRate: number | null;
  history: TierHistoryEntry[];
}

/** The last day a pin holds (it is stored as the moment it ends: the next day's midnight, UTC). */
export const pinLastDay = (pinnedUntil: string) => new Date(Date.parse(pinnedUntil) - 1).toISOString();
