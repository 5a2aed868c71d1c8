import type { Kysely } from "kysely";

// Applicants follow their application on a private status page. The confirmation email
// carries a token of its own purpose (a registration or verification token never opens the
// page, nor this one a registration), valid 30 days and stored as SHA-256 like every other
// emailed token. It names exactly one claim or one registration (a partner waiting for
// approval). "Under review" is the moment a team member first opened the application in
// the console: review_started_at on the claim or the partner.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("applicant_tokens")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("purpose", "text", (col) => col.notNull())
    .addColumn("claim_id", "text", (col) => col.references("claims.id").onDelete("cascade"))
    .addColumn("partner_id", "text", (col) => col.references("partners.id").onDelete("cascade"))
    .addColumn("token_hash", "text", (col) => col.notNull().unique())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.alterTable("claims").addColumn("review_started_at", "text").execute();
  await db.schema.alterTable("partners").addColumn("review_started_at", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("partners").dropColumn("review_started_at").execute();
  await db.schema.alterTable("claims").dropColumn("review_started_at").execute();
  await db.schema.dropTable("applicant_tokens").execute();
}
