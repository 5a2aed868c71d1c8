import type { Generated } from "kysely";
import type { CertificationStatus } from "@/lib/validation/partner-options";
import type { TierId } from "@/lib/validation/tier-options";

export type PartnerStatus = "active" | "pending_approval" | "rejected";
export type PartnerSource = "claim" | "invitation" | "anonymous" | "admin" | "seed";

export interface PartnersTable {
  id: string;
  company_name: string;
  website: string | null;
  industry: string | null;
  company_size: string | null;
  annual_revenue: string | null;
  gst_tax_id: string | null;
  partnership_type: string | null;
  country: string | null;
  /** Lower case since migration 0020; written only by tier placement. */
  tier: TierId;
  certification_status: CertificationStatus;
  points: Generated<number>;
  status: PartnerStatus;
  source: PartnerSource;
  /** The rest of the registration (coverage, focus, clients, team, certifications ...). */
  profile_json: string;
  registration_link_id: string | null;
  review_reason: string | null;
  created_at: string;
  updated_at: string;
  /** Commission percent set by the team; null: the tier's rate (migration 0006). */
  commission_rate: number | null;
  /** When the team first opened a registration waiting for approval (migration 0011). */
  review_started_at: Generated<string | null>;
  /** Changed by the database whenever a count of the partner's deals may change (migration 0013). */
  deals_version: Generated<number>;
  /** When the partner reached its tier (migration 0020). */
  tier_since: Generated<string | null>;
  /** When it fell below its tier's requirements: the demotion grace period's start. */
  tier_grace_started_at: Generated<string | null>;
  /** The team's pin: the tier is kept until then (null: earned). */
  tier_pinned_until: Generated<string | null>;
  tier_pin_reason: Generated<string | null>;
  /** 1: every user of the company must have two-factor authentication on (migration 0027). */
  require_two_factor: Generated<number>;
}

export interface AttachmentsTable {
  id: string;
  partner_id: string;
  original_name: string;
  stored_name: string;
  mime_type: string;
  size_bytes: number;
  created_at: string;
}
