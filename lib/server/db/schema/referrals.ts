import type { Generated } from "kysely";
import type { MinorUnits } from "./minor-units";
import type { ReferralStatus } from "@/lib/validation/referral-options";

export interface ReferralsTable {
  id: string;
  partner_id: string;
  company: string;
  contact: string;
  email: string;
  /** Minor units of `currency` (migration 0042; US dollars before it). */
  expected_value_minor: MinorUnits;
  currency: Generated<string>;
  status: ReferralStatus;
  referred_date: string;
  created_at: string;
  updated_at: string;
  // Referral tracking (migration 0008). All nullable: demo rows and the console's data editor
  // leave them empty.
  phone: string | null;
  notes: string | null;
  /** The lower-cased email while the referral is the contact's latest within 90 days (unique). */
  active_email: string | null;
  last_follow_up_at: string | null;
  // Referral links (migration 0021): null source is a partner's own referral.
  source: "partner" | "link" | null;
  /** The partner link whose visitor sent the enquiry (source "link"). */
  link_id: string | null;
  /** The user who submitted it and their name then (migration 0027); null for link leads. */
  registered_by: Generated<string | null>;
  registered_by_name: Generated<string | null>;
  /** The API key it was made with, if any (migration 0031); registered_by is the key's creator. */
  api_key_id: Generated<string | null>;
}

export interface ReferralEventsTable {
  id: string;
  referral_id: string;
  actor_user_id: string | null;
  actor_role: "partner" | "admin" | "system";
  kind: "status" | "follow_up";
  from_value: string | null;
  to_value: string | null;
  note: string | null;
  created_at: string;
}
