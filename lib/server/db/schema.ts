import type { Generated } from "kysely";
import type { ApiKeysTable, WebhookDeliveriesTable, WebhookEndpointsTable } from "./schema/api";
import type { AuditLogTable, ErasuresTable } from "./schema/audit";
import type {
  AccountTokensTable,
  ConsumedTokensTable,
  OtpCodesTable,
  EndedSessionsTable,
  SessionsTable,
  TwoFactorRecoveryCodesTable,
  TwoFactorTable,
  UsersTable,
} from "./schema/auth";
import type { CommissionEventsTable, CommissionsTable, PayoutRequestsTable } from "./schema/commissions";
import type { DirectoryProfilesTable, LeadsTable } from "./schema/directory";
import type { DealDecisionsTable, DealEventsTable, DealsTable, DealWinsTable } from "./schema/deals";
import type {
  ExchangeRatesTable,
  PayoutMethodsTable,
  PayoutRunsTable,
  TaxFormsTable,
} from "./schema/payout-details";
import type {
  NotificationPreferencesTable,
  NotificationsTable,
  UnsubscribeUsesTable,
} from "./schema/notifications";
import type { LinkClickSaltsTable, PartnerLinkClicksTable, PartnerLinksTable } from "./schema/links";
import type { MemberInvitationsTable } from "./schema/members";
import type { MdfAllocationsTable, MdfClaimFilesTable, MdfClaimsTable, MdfRequestsTable } from "./schema/mdf";
import type { AttachmentsTable, PartnersTable } from "./schema/partners";
import type { ReferralEventsTable, ReferralsTable } from "./schema/referrals";
import type { OidcLoginsTable, SsoDomainsTable, SsoProvidersTable } from "./schema/sso";
import type { ApplicantTokensTable, ClaimsTable, RegistrationLinksTable } from "./schema/registration";
import type { ResourceDownloadsTable, ResourcesTable } from "./schema/resources";
import type { PartnerTierHistoryTable, TierRulesTable, TierSettingsTable } from "./schema/tiers";
import type {
  TrainingCatalogTable,
  TrainingCompletionsTable,
  TrainingCoursesTable,
  TrainingModulesTable,
  TrainingRemindersTable,
} from "./schema/training";

// Column conventions shared by SQLite and PostgreSQL so one migration set serves both:
// ids are text (UUIDs made by the application), times are ISO-8601 UTC text (they sort
// and compare as strings), flags are integers 0/1, structured data is JSON text, money is
// integer minor units with an ISO 4217 currency. The partner programme's tables are declared
// per domain in ./schema/.

export interface OutboxTable {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  /** HTML of the message's own; null for one laid out from html_content, or text only. */
  html_body: string | null;
  /** The HTML part's words ({ content, footer } as JSON), laid out when sent (migration 0039). */
  html_content: string | null;
  reply_to: string | null;
  /** Extra headers as JSON text ({"List-Unsubscribe": ...}); null for none. */
  headers: string | null;
  /** What produced the message, for example "contact:notification". */
  kind: string;
  /** The row the message belongs to, for example an enquiry id. */
  ref_id: string | null;
  /** 0 security, 1 transactional, 2 bulk: the sender takes due mail in this order. */
  priority: Generated<number>;
  status: "pending" | "sending" | "sent" | "failed";
  attempts: Generated<number>;
  last_error: string | null;
  next_attempt_at: string;
  locked_until: string | null;
  created_at: string;
  sent_at: string | null;
}

export interface RateLimitTable {
  key: string;
  window_start: string;
  hits: number;
}

export interface ContactEnquiryTable {
  id: string;
  full_name: string;
  email: string;
  /** Optional fields are stored as "" when the visitor left them empty. */
  company: string;
  phone_number: string;
  industry: string;
  company_size: string;
  message: string;
  /** Which form sent it, for example "Partners Page". */
  source: string;
  created_at: string;
  /** The partner link the visitor followed before sending it (migration 0021), if any. */
  partner_link_id: string | null;
  /** A demo request's role and use case (migration 0024); "" on a contact enquiry. */
  role: Generated<string>;
  use_case: Generated<string>;
  /** 1: the visitor agreed that a certified partner may contact them (migration 0036). */
  routing_consent: Generated<number>;
  /** The visitor's country code, or "" when not given (migration 0036). */
  country: Generated<string>;
}

/** One row per recent (email, message) pair; a repeat within the window is not stored again. */
export interface ContactDedupeTable {
  key: string;
  enquiry_id: string;
  created_at: string;
}

/** A scheduled job's lease and last successful run (migration 0014, lib/server/jobs). */
export interface ScheduledJobsTable {
  name: string;
  last_run_at: string | null;
  lease_owner: string | null;
  lease_until: string | null;
}

/** A partner user's request to close their account (migration 0014, lib/server/privacy). */
export interface DeletionRequestsTable {
  id: string;
  user_id: string;
  partner_id: string | null;
  status: "pending" | "approved";
  reason: string | null;
  requested_at: string;
  decided_at: string | null;
  decided_by: string | null;
}

export interface Database {
  partners: PartnersTable;
  member_invitations: MemberInvitationsTable;
  users: UsersTable;
  sessions: SessionsTable;
  ended_sessions: EndedSessionsTable;
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
  erasures: ErasuresTable;
  deal_events: DealEventsTable;
  deal_wins: DealWinsTable;
  deal_decisions: DealDecisionsTable;
  payout_requests: PayoutRequestsTable;
  payout_methods: PayoutMethodsTable;
  tax_forms: TaxFormsTable;
  exchange_rates: ExchangeRatesTable;
  payout_runs: PayoutRunsTable;
  training_catalog: TrainingCatalogTable;
  training_modules: TrainingModulesTable;
  training_completions: TrainingCompletionsTable;
  training_reminders: TrainingRemindersTable;
  referral_events: ReferralEventsTable;
  applicant_tokens: ApplicantTokensTable;
  resource_downloads: ResourceDownloadsTable;
  notification_preferences: NotificationPreferencesTable;
  unsubscribe_uses: UnsubscribeUsesTable;
  two_factor: TwoFactorTable;
  two_factor_recovery_codes: TwoFactorRecoveryCodesTable;
  scheduled_jobs: ScheduledJobsTable;
  deletion_requests: DeletionRequestsTable;
  tier_rules: TierRulesTable;
  tier_settings: TierSettingsTable;
  partner_tier_history: PartnerTierHistoryTable;
  outbox: OutboxTable;
  rate_limits: RateLimitTable;
  contact_enquiries: ContactEnquiryTable;
  contact_dedupe: ContactDedupeTable;
  partner_links: PartnerLinksTable;
  partner_link_clicks: PartnerLinkClicksTable;
  link_click_salts: LinkClickSaltsTable;
  api_keys: ApiKeysTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  sso_providers: SsoProvidersTable;
  sso_domains: SsoDomainsTable;
  oidc_logins: OidcLoginsTable;
  directory_profiles: DirectoryProfilesTable;
  leads: LeadsTable;
  mdf_allocations: MdfAllocationsTable;
  mdf_requests: MdfRequestsTable;
  mdf_claims: MdfClaimsTable;
  mdf_claim_files: MdfClaimFilesTable;
}
