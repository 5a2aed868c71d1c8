import type { Generated } from "kysely";

// The partner directory and lead routing (migration 0036, lib/server/directory, lib/server/leads).

export interface DirectoryProfilesTable {
  partner_id: string;
  /** The path segment of /partners/directory/{slug}; unique, kept when the name changes. */
  slug: string;
  /** 1: the company's owner or admin published it (shown unless the team hid it). */
  published: Generated<number>;
  description: Generated<string>;
  /** JSON arrays of option values (content/directory.ts, the enquiry industries, country codes). */
  services: Generated<string>;
  industries: Generated<string>;
  countries: Generated<string>;
  languages: Generated<string>;
  website: string | null;
  /** The stored logo's key (lib/server/storage); null: none. */
  logo_key: string | null;
  /** Set by the team's hide, with its reason: not shown whatever `published` says. */
  hidden_at: string | null;
  hidden_reason: string | null;
  hidden_by: string | null;
  created_at: string;
  updated_at: string;
}

export type LeadStatus = "offered" | "accepted" | "declined" | "expired" | "converted";

export interface LeadsTable {
  id: string;
  enquiry_id: string;
  partner_id: string;
  source: "directory" | "assigned";
  status: LeadStatus;
  company: string;
  country: string;
  industry: string;
  /** What the visitor wrote: the need the partner reads before accepting. */
  need: string;
  offered_by: string | null;
  offered_at: string;
  /** The end of the acceptance window. */
  respond_by: string;
  responded_at: string | null;
  responded_by: string | null;
  decline_reason: string | null;
  /** The deal registration the lead became. */
  deal_id: string | null;
  created_at: string;
  updated_at: string;
}
