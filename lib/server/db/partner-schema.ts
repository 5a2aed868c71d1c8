import type { ColumnType, Generated, GeneratedAlways } from "kysely";

// Tables of the partner programme (migration 0003). Same conventions as schema.ts: text
// UUID ids, ISO-8601 UTC text times, integer 0/1 flags, JSON as text, money as integer
// minor units with an ISO 4217 currency (migration 0017).

/** Integer minor units: a bigint column, which PostgreSQL returns as text (read it with minorFromDb). */
export type MinorUnits = ColumnType<number | string, number, number>;

export type UserRole = "partner" | "admin";
export type PartnerStatus = "active" | "pending_approval" | "rejected";
export type PartnerSource = "claim" | "invitation" | "anonymous" | "admin" | "seed";
export type ClaimStatus = "pending" | "approved" | "rejected";

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
  tier: string;
  certification_status: string;
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
}

export interface UsersTable {
  id: string;
  partner_id: string | null;
  /** Lower-cased; unique. */
  email: string;
  password_hash: string;
  role: UserRole;
  first_name: string | null;
  last_name: string | null;
  title: string | null;
  phone: string | null;
  linkedin_url: string | null;
  email_verified_at: string | null;
  last_login_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  ip: string | null;
  user_agent: string | null;
  /** "password" alone, or with a second factor: "totp" or "recovery". */
  auth_method: Generated<SessionAuthMethod>;
}

export type SessionAuthMethod = "password" | "totp" | "recovery";

export interface OtpCodesTable {
  id: string;
  email: string;
  purpose: string;
  /** sha256 of the code, hex. */
  code_hash: string;
  attempts: Generated<number>;
  expires_at: string;
  created_at: string;
  /** Set when the right code was entered (the code is then used up). */
  verified_at: string | null;
  /** Set when a claim used the verification. */
  claimed_at: string | null;
}

/** Single-use markers for stateless tokens (captcha challenges), kept until they expire. */
export interface ConsumedTokensTable {
  jti: string;
  expires_at: string;
}

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

export interface AccountTokensTable {
  id: string;
  user_id: string;
  purpose: "verify_email" | "reset_password";
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
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

export interface DealsTable {
  id: string;
  partner_id: string;
  customer_name: string;
  decision_maker_name: string | null;
  decision_maker_email: string | null;
  /** The deal's value (migration 0017). */
  deal_size_minor: MinorUnits;
  currency: Generated<string>;
  status: string;
  stage: string;
  protection_expires: string | null;
  created_at: string;
  updated_at: string;
  // Deal registration (migration 0006); null on demo and hand-entered rows.
  customer_website: string | null;
  /** Normalised domain of the website (no scheme, www., case or path). */
  customer_domain: string | null;
  /** The domain while the deal is pending or approved and protected; unique. */
  active_domain: string | null;
  contact_name: string | null;
  contact_email: string | null;
  contact_title: string | null;
  expected_close_date: string | null;
  /** JSON list of product ids. */
  products_json: string | null;
  notes: string | null;
  review_reason: string | null;
  approved_at: string | null;
  extension_status: "requested" | "granted" | "refused" | null;
  extension_reason: string | null;
  extension_requested_at: string | null;
  /** Company, decision maker and contact, lower-cased, one per line (migration 0007; computed). */
  search_text: GeneratedAlways<string>;
}

/** One change of a deal: its status, stage, fields or protection (migration 0006). */
export interface DealEventsTable {
  id: string;
  deal_id: string;
  actor_user_id: string | null;
  actor_role: "partner" | "admin" | "system";
  kind: "status" | "stage" | "edit" | "extension";
  from_value: string | null;
  to_value: string | null;
  reason: string | null;
  created_at: string;
}

export interface PayoutRequestsTable {
  id: string;
  partner_id: string;
  /** The sum of the commissions it names (migration 0017). */
  amount_minor: MinorUnits;
  currency: Generated<string>;
  status: "requested" | "paid";
  payment_reference: string | null;
  /** ISO date the payment was made. */
  paid_on: string | null;
  requested_by: string | null;
  paid_by: string | null;
  created_at: string;
  updated_at: string;
}

export interface CommissionsTable {
  id: string;
  partner_id: string;
  deal_id: string | null;
  /** Migration 0017; negative on a reversing line. */
  amount_minor: MinorUnits;
  currency: Generated<string>;
  /** Percent of the deal's value. */
  rate: number;
  /** lib/types/commissions.ts */
  status: string;
  payout_date: string | null;
  payment_reference: string | null;
  created_at: string;
  updated_at: string;
  /** The won deal that earned it; unique (migration 0006). */
  won_deal_id: string | null;
  /** The payout request that covers it. */
  payout_request_id: string | null;
  /** On a reversing line: the commission it reverses; unique (migration 0017). */
  reverses_id: Generated<string | null>;
}

/** One change of a commission's status, with who made it and when (migration 0017). */
export interface CommissionEventsTable {
  id: string;
  commission_id: string;
  from_status: string | null;
  to_status: string;
  actor_user_id: string | null;
  actor_role: "partner" | "admin" | "system";
  payout_request_id: string | null;
  created_at: string;
}

export interface ReferralsTable {
  id: string;
  partner_id: string;
  company: string;
  contact: string;
  email: string;
  expected_value: number;
  status: string;
  referred_date: string;
  created_at: string;
  updated_at: string;
}

export interface ResourcesTable {
  id: string;
  /** null: shared with every partner. */
  partner_id: string | null;
  title: string;
  description: string;
  category: string;
  type: string;
  url: string | null;
  download_count: Generated<number>;
  last_updated: string;
  created_at: string;
  /** Migration 0012: the stored file (key in the store), its name, type and size; null for a link-only resource. */
  file_key: string | null;
  file_name: string | null;
  mime_type: string | null;
  size_bytes: number | null;
}

export interface TrainingCoursesTable {
  id: string;
  partner_id: string;
  title: string;
  duration: string;
  current_module: string | null;
  status: string;
  progress: number;
  completed_date: string | null;
  certificate: number;
  /** The course's key in content/onboarding.ts when the partner was enrolled on activation. */
  onboarding_key: string | null;
  created_at: string;
  updated_at: string;
}

export interface NotificationsTable {
  id: string;
  partner_id: string;
  message: string;
  created_at: string;
  read_at: string | null;
}

export interface AuditLogTable {
  id: string;
  actor_user_id: string | null;
  action: string;
  entity_type: string;
  entity_id: string;
  details: string | null;
  created_at: string;
}

/** A course of the programme's catalogue; partners' enrolments point at it by `key`. */
export interface TrainingCatalogTable {
  id: string;
  key: string;
  title: string;
  duration: string;
  description: Generated<string>;
  certification: Generated<number>;
  points: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface TrainingModulesTable {
  id: string;
  course_id: string;
  position: number;
  title: string;
  /** Markdown, rendered with raw HTML off (lib/server/training/markdown.ts). */
  body: string;
  video_url: string | null;
  resource_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface TrainingCompletionsTable {
  enrolment_id: string;
  module_id: string;
  completed_at: string;
}

/**
 * Referral tracking (migration 0008), merged into ReferralsTable above by declaration
 * merging so this block stays at the end of the file. All nullable: demo rows and the
 * console's data editor leave them empty.
 */
export interface ReferralsTable {
  phone: string | null;
  notes: string | null;
  /** The lower-cased email while the referral is the contact's latest within 90 days (unique). */
  active_email: string | null;
  last_follow_up_at: string | null;
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

export interface NotificationPreferencesTable {
  user_id: string;
  deal_updates: number;
  commission_payments: number;
  training_reminders: number;
  partner_announcements: number;
  updated_at: string;
}

export interface TwoFactorTable {
  user_id: string;
  /** The TOTP secret, AES-256-GCM under a key derived from SESSION_SECRET (lib/server/auth/two-factor-secret.ts). */
  secret_enc: string;
  /** Null while the enrolment waits for its first code. */
  enabled_at: string | null;
  /** The last accepted 30-second step: a code is accepted once. */
  last_step: number | null;
  created_at: string;
}

export interface TwoFactorRecoveryCodesTable {
  id: string;
  user_id: string;
  code_hash: string;
  used_at: string | null;
  created_at: string;
}

export interface PartnerProgrammeTables {
  partners: PartnersTable;
  users: UsersTable;
  sessions: SessionsTable;
  otp_codes: OtpCodesTable;
  consumed_tokens: ConsumedTokensTable;
  claims: ClaimsTable;
  registration_links: RegistrationLinksTable;
  account_tokens: AccountTokensTable;
  attachments: AttachmentsTable;
  deals: DealsTable;
  commissions: CommissionsTable;
  commission_events: CommissionEventsTable;
  referrals: ReferralsTable;
  resources: ResourcesTable;
  training_courses: TrainingCoursesTable;
  notifications: NotificationsTable;
  audit_log: AuditLogTable;
  deal_events: DealEventsTable;
  payout_requests: PayoutRequestsTable;
  training_catalog: TrainingCatalogTable;
  training_modules: TrainingModulesTable;
  training_completions: TrainingCompletionsTable;
  referral_events: ReferralEventsTable;
  applicant_tokens: ApplicantTokensTable;
  resource_downloads: ResourceDownloadsTable;
  notification_preferences: NotificationPreferencesTable;
  two_factor: TwoFactorTable;
  two_factor_recovery_codes: TwoFactorRecoveryCodesTable;
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

/** Migration 0012: one row per resource, partner and UTC day a download was counted. */
export interface ResourceDownloadsTable {
  resource_id: string;
  partner_id: string;
  day: string;
  created_at: string;
}
