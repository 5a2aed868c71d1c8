import type { Generated } from "kysely";

export type ClaimStatus = "pending" | "approved" | "rejected";

export interface ClaimsTable {
  id: string;
  first_name: string;
  last_name: string;
  company_name: string;
  /** Normalised company name (lower case, single spaces); unique. */
  company_key: string;
  /** Lower-cased; unique. */
  company_email: string;
  website: string;
  company_size: string;
  industry: string;
  custom_industry: string | null;
  current_technology: string | null;
  linkedin_url: string | null;
  country: string;
  custom_country: string | null;
  why_join: string;
  additional_info: string | null;
  status: ClaimStatus;
  review_reason: string | null;
  reviewed_by: string | null;
  reviewed_at: string | null;
  created_at: string;
  updated_at: string;
  /** When the team first opened the pending claim (migration 0011). */
  review_started_at: Generated<string | null>;
}

export interface RegistrationLinksTable {
  id: string;
  kind: "claim" | "invitation";
  /** sha256 of the token, hex; unique. */
  token_hash: string;
  claim_id: string | null;
  email: string;
  company_name: string;
  expires_at: string;
  used_at: string | null;
  created_by: string | null;
  created_at: string;
  sent_count: Generated<number>;
}

/** An applicant's private status link (migration 0011): one claim or one registration. */
export interface ApplicantTokensTable {
  id: string;
  purpose: "application_status";
  claim_id: string | null;
  partner_id: string | null;
  /** sha256 of the token, hex; unique. */
  token_hash: string;
  expires_at: string;
  created_at: string;
}
