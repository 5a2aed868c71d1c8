import type { Kysely } from "kysely";

// Single sign-on with OpenID Connect. A partner company's provider (its client secret sealed
// like bank details) and the email domains it covers, each proved by a DNS TXT record before
// it counts; and the sign-ins under way between the redirect to a provider and its answer
// (state, nonce and PKCE verifier, used once). The programme team's provider is configured by
// settings, not stored.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("sso_providers")
    .addColumn("partner_id", "text", (col) => col.primaryKey().references("partners.id").onDelete("cascade"))
    .addColumn("issuer", "text", (col) => col.notNull())
    .addColumn("client_id", "text", (col) => col.notNull())
    .addColumn("client_secret_enc", "text", (col) => col.notNull())
    // 1: colleagues on the proved domains may not sign in with a password (owners may).
    .addColumn("require_sso", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("updated_by", "text", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createTable("sso_domains")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("partner_id", "text", (col) => col.notNull().references("partners.id").onDelete("cascade"))
    .addColumn("domain", "text", (col) => col.notNull())
    // The value the company publishes in a TXT record at _finlytic-sso.<domain>.
    .addColumn("verification_token", "text", (col) => col.notNull())
    .addColumn("verified_at", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("sso_domains_partner_domain")
    .on("sso_domains")
    .columns(["partner_id", "domain"])
    .unique()
    .execute();
  await db.schema.createIndex("sso_domains_domain").on("sso_domains").column("domain").execute();
  await db.schema
    .createTable("oidc_logins")
    // sha256 of the state sent to the provider: the row is found by what comes back.
    .addColumn("state_hash", "text", (col) => col.primaryKey())
    .addColumn("audience", "text", (col) => col.notNull())
    .addColumn("partner_id", "text", (col) => col.references("partners.id").onDelete("cascade"))
    .addColumn("nonce", "text", (col) => col.notNull())
    .addColumn("code_verifier", "text", (col) => col.notNull())
    .addColumn("next_path", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema.createIndex("oidc_logins_expiry").on("oidc_logins").column("expires_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("oidc_logins").execute();
  await db.schema.dropTable("sso_domains").execute();
  await db.schema.dropTable("sso_providers").execute();
}
