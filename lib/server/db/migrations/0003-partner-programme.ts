import type { Kysely } from "kysely";

// The partner programme: accounts, sessions, one-time codes, claims, registration links,
// attachments, dashboard data and the audit log. Portable column types only (SQLite and
// PostgreSQL); "double precision" holds money and rates.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("partners")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("company_name", "text", (col) => col.notNull())
    .addColumn("website", "text")
    .addColumn("industry", "text")
    .addColumn("company_size", "text")
    .addColumn("annual_revenue", "text")
    .addColumn("gst_tax_id", "text")
    .addColumn("partnership_type", "text")
    .addColumn("country", "text")
    .addColumn("tier", "text", (col) => col.notNull().defaultTo("bronze"))
    .addColumn("certification_status", "text", (col) => col.notNull().defaultTo("pending"))
    .addColumn("points", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("source", "text", (col) => col.notNull())
    .addColumn("profile_json", "text", (col) => col.notNull())
    .addColumn("registration_link_id", "text")
    .addColumn("review_reason", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("partners_status").on("partners").columns(["status", "created_at"]).execute();

  await db.schema
    .createTable("users")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("partner_id", "text", (col) => col.references("partners.id").onDelete("cascade"))
    .addColumn("email", "text", (col) => col.notNull().unique())
    .addColumn("password_hash", "text", (col) => col.notNull())
    .addColumn("role", "text", (col) => col.notNull())
    .addColumn("first_name", "text")
    .addColumn("last_name", "text")
    .addColumn("title", "text")
    .addColumn("phone", "text")
    .addColumn("linkedin_url", "text")
    .addColumn("email_verified_at", "text")
    .addColumn("last_login_at", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("users_partner").on("users").columns(["partner_id"]).execute();

  await db.schema
    .createTable("sessions")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .addColumn("revoked_at", "text")
    .addColumn("ip", "text")
    .addColumn("user_agent", "text")
    .execute();
  await db.schema.createIndex("sessions_user").on("sessions").columns(["user_id"]).execute();

  await db.schema
    .createTable("otp_codes")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("purpose", "text", (col) => col.notNull())
    .addColumn("code_hash", "text", (col) => col.notNull())
    .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("expires_at", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("verified_at", "text")
    .addColumn("claimed_at", "text")
    .execute();
  await db.schema
    .createIndex("otp_codes_email")
    .on("otp_codes")
    .columns(["email", "purpose", "created_at"])
    .execute();

  await db.schema
    .createTable("consumed_tokens")
    .addColumn("jti", "text", (col) => col.primaryKey())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("claims")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("first_name", "text", (col) => col.notNull())
    .addColumn("last_name", "text", (col) => col.notNull())
    .addColumn("company_name", "text", (col) => col.notNull())
    .addColumn("company_key", "text", (col) => col.notNull().unique())
    .addColumn("company_email", "text", (col) => col.notNull().unique())
    .addColumn("website", "text", (col) => col.notNull())
    .addColumn("company_size", "text", (col) => col.notNull())
    .addColumn("industry", "text", (col) => col.notNull())
    .addColumn("custom_industry", "text")
    .addColumn("current_technology", "text")
    .addColumn("linkedin_url", "text")
    .addColumn("country", "text", (col) => col.notNull())
    .addColumn("custom_country", "text")
    .addColumn("why_join", "text", (col) => col.notNull())
    .addColumn("additional_info", "text")
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("review_reason", "text")
    .addColumn("reviewed_by", "text")
    .addColumn("reviewed_at", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("claims_status").on("claims").columns(["status", "created_at"]).execute();

  await db.schema
    .createTable("registration_links")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("token_hash", "text", (col) => col.notNull().unique())
    .addColumn("claim_id", "text", (col) => col.references("claims.id").onDelete("cascade"))
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("company_name", "text", (col) => col.notNull())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .addColumn("used_at", "text")
    .addColumn("created_by", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("sent_count", "integer", (col) => col.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex("registration_links_kind")
    .on("registration_links")
    .columns(["kind", "created_at"])
    .execute();

  await db.schema
    .createTable("account_tokens")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("purpose", "text", (col) => col.notNull())
    .addColumn("token_hash", "text", (col) => col.notNull().unique())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .addColumn("used_at", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("account_tokens_user")
    .on("account_tokens")
    .columns(["user_id", "purpose"])
    .execute();

  await db.schema
    .createTable("attachments")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("partner_id", "text", (col) => col.notNull().references("partners.id").onDelete("cascade"))
    .addColumn("original_name", "text", (col) => col.notNull())
    .addColumn("stored_name", "text", (col) => col.notNull())
    .addColumn("mime_type", "text", (col) => col.notNull())
    .addColumn("size_bytes", "integer", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("attachments_partner").on("attachments").columns(["partner_id"]).execute();

  await createDashboardTables(db);

  await db.schema
    .createTable("audit_log")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("actor_user_id", "text")
    .addColumn("action", "text", (col) => col.notNull())
    .addColumn("entity_type", "text", (col) => col.notNull())
    .addColumn("entity_id", "text", (col) => col.notNull())
    .addColumn("details", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("audit_log_entity")
    .on("audit_log")
    .columns(["entity_type", "entity_id", "created_at"])
    .execute();
}

async function createDashboardTables(db: Kysely<unknown>): Promise<void> {
  const partnerRef = "partners.id";
  await db.schema
    .createTable("deals")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("partner_id", "text", (col) => col.notNull().references(partnerRef).onDelete("cascade"))
    .addColumn("customer_name", "text", (col) => col.notNull())
    .addColumn("decision_maker_name", "text")
    .addColumn("decision_maker_email", "text")
    .addColumn("deal_size", "double precision", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("stage", "text", (col) => col.notNull())
    .addColumn("protection_expires", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createTable("commissions")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("partner_id", "text", (col) => col.notNull().references(partnerRef).onDelete("cascade"))
    .addColumn("deal_id", "text", (col) => col.references("deals.id").onDelete("set null"))
    .addColumn("amount", "double precision", (col) => col.notNull())
    .addColumn("rate", "double precision", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("payout_date", "text")
    .addColumn("payment_reference", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createTable("referrals")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("partner_id", "text", (col) => col.notNull().references(partnerRef).onDelete("cascade"))
    .addColumn("company", "text", (col) => col.notNull())
    .addColumn("contact", "text", (col) => col.notNull())
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("expected_value", "double precision", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("referred_date", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createTable("resources")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("partner_id", "text", (col) => col.references(partnerRef).onDelete("cascade"))
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("description", "text", (col) => col.notNull())
    .addColumn("category", "text", (col) => col.notNull())
    .addColumn("type", "text", (col) => col.notNull())
    .addColumn("url", "text")
    .addColumn("download_count", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("last_updated", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createTable("training_courses")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("partner_id", "text", (col) => col.notNull().references(partnerRef).onDelete("cascade"))
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("duration", "text", (col) => col.notNull())
    .addColumn("current_module", "text")
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("progress", "integer", (col) => col.notNull())
    .addColumn("completed_date", "text")
    .addColumn("certificate", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createTable("notifications")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("partner_id", "text", (col) => col.notNull().references(partnerRef).onDelete("cascade"))
    .addColumn("message", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("read_at", "text")
    .execute();
  for (const table of [
    "deals",
    "commissions",
    "referrals",
    "resources",
    "training_courses",
    "notifications",
  ]) {
    await db.schema.createIndex(`${table}_partner`).on(table).columns(["partner_id", "created_at"]).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const tables = [
    "audit_log",
    "notifications",
    "training_courses",
    "resources",
    "referrals",
    "commissions",
    "deals",
    "attachments",
    "account_tokens",
    "registration_links",
    "claims",
    "consumed_tokens",
    "otp_codes",
    "sessions",
    "users",
    "partners",
  ];
  for (const table of tables) await db.schema.dropTable(table).execute();
}
