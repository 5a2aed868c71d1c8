import type { TierId } from "@/lib/validation/tier-options";
import type { MinorUnits } from "./minor-units";

/** One tier's requirements (trailing 12 months) and benefits (migration 0020, lib/server/tiers). */
export interface TierRulesTable {
  tier: TierId;
  /** 0 for the entry tier; a higher rank is a better tier. */
  rank: number;
  min_won_revenue_minor: MinorUnits;
  min_won_deals: number;
  min_certifications: number;
  /** Percent of a won deal's value. */
  commission_rate: number;
  protection_days: number;
  /** Market-development budget per quarter. */
  mdf_quarterly_minor: MinorUnits;
  currency: string;
  updated_at: string;
  updated_by: string | null;
}

/** The programme's tier settings: one row, id "programme". */
export interface TierSettingsTable {
  id: string;
  grace_days: number;
  updated_at: string;
}

export type TierChange = "promoted" | "demoted" | "grace_started" | "grace_cleared" | "pinned" | "unpinned";

export interface PartnerTierHistoryTable {
  id: string;
  partner_id: string;
  change: TierChange;
  from_tier: TierId | null;
  to_tier: TierId;
  reason: string | null;
  actor_user_id: string | null;
  created_at: string;
}
