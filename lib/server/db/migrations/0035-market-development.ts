import type { Kysely } from "kysely";

// Market development funds. A partner's quarterly budget comes from its tier; the team may
// set a partner's own allocation for a quarter or add a one-off top-up (each with a reason).
// Fund requests reserve, and once approved commit, part of a quarter's budget; a claim with
// proof files asks for the money spent, and an approved claim becomes a ledger line of its
// own kind (a reimbursement, not a commission) that is paid with the partner's payouts.
// Deals may name the activity that sourced them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("mdf_allocations")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("partner_id", "text", (col) => col.notNull().references("partners.id").onDelete("cascade"))
    .addColumn("quarter", "text", (col) => col.notNull())
    // "override": the quarter's allocation instead of the tier's; "top_up": added to it.
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("amount_minor", "bigint", (col) => col.notNull())
    .addColumn("currency", "text", (col) => col.notNull())
    .addColumn("reason", "text", (col) => col.notNull())
    .addColumn("created_by", "text", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("mdf_allocations_partner_quarter")
    .on("mdf_allocations")
    .columns(["partner_id", "quarter"])
    .execute();

  await db.schema
    .createTable("mdf_requests")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("partner_id", "text", (col) => col.notNull().references("partners.id").onDelete("cascade"))
    .addColumn("quarter", "text", (col) => col.notNull())
    .addColumn("activity_type", "text", (col) => col.notNull())
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("description", "text", (col) => col.notNull())
    .addColumn("start_date", "text", (col) => col.notNull())
    .addColumn("end_date", "text", (col) => col.notNull())
    .addColumn("expected_leads", "integer")
    .addColumn("expected_attendees", "integer")
    .addColumn("expected_pipeline_minor", "bigint")
    .addColumn("amount_minor", "bigint", (col) => col.notNull())
    .addColumn("approved_minor", "bigint")
    .addColumn("currency", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("decision_reason", "text")
    .addColumn("plan_file_name", "text")
    .addColumn("plan_stored_name", "text")
    .addColumn("claim_deadline", "text")
    .addColumn("reminded_at", "text")
    .addColumn("requested_by", "text", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("requested_by_name", "text")
    .addColumn("decided_by", "text", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("decided_at", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("mdf_requests_partner_quarter")
    .on("mdf_requests")
    .columns(["partner_id", "quarter"])
    .execute();
  await db.schema
    .createIndex("mdf_requests_deadline")
    .on("mdf_requests")
    .columns(["status", "claim_deadline"])
    .execute();

  await db.schema
    .createTable("mdf_claims")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("request_id", "text", (col) => col.notNull().references("mdf_requests.id").onDelete("cascade"))
    .addColumn("partner_id", "text", (col) => col.notNull().references("partners.id").onDelete("cascade"))
    .addColumn("actual_spend_minor", "bigint", (col) => col.notNull())
    // What the claim asks for: the actual spend, at most the approved amount.
    .addColumn("amount_minor", "bigint", (col) => col.notNull())
    .addColumn("approved_minor", "bigint")
    .addColumn("currency", "text", (col) => col.notNull())
    .addColumn("results", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("decision_reason", "text")
    .addColumn("submitted_by", "text", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("decided_by", "text", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("decided_at", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("mdf_claims_request").on("mdf_claims").column("request_id").execute();

  await db.schema
    .createTable("mdf_claim_files")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("claim_id", "text", (col) => col.notNull().references("mdf_claims.id").onDelete("cascade"))
    .addColumn("original_name", "text", (col) => col.notNull())
    .addColumn("stored_name", "text", (col) => col.notNull())
    .addColumn("mime_type", "text", (col) => col.notNull())
    .addColumn("size", "integer", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("mdf_claim_files_claim").on("mdf_claim_files").column("claim_id").execute();

  // The ledger line of an approved claim: its own kind, one per claim.
  await db.schema
    .alterTable("commissions")
    .addColumn("kind", "text", (col) => col.notNull().defaultTo("commission"))
    .execute();
  await db.schema.alterTable("commissions").addColumn("mdf_claim_id", "text").execute();
  await db.schema
    .createIndex("commissions_mdf_claim")
    .unique()
    .on("commissions")
    .column("mdf_claim_id")
    .execute();
  // The part of a payout's total that reimburses market development (in its currency).
  await db.schema
    .alterTable("payout_requests")
    .addColumn("reimbursement_minor", "bigint", (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("deals").addColumn("mdf_request_id", "text").execute();
  await db.schema.createIndex("deals_mdf_request").on("deals").column("mdf_request_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("deals_mdf_request").execute();
  await db.schema.alterTable("deals").dropColumn("mdf_request_id").execute();
  await db.schema.alterTable("payout_requests").dropColumn("reimbursement_minor").execute();
  await db.schema.dropIndex("commissions_mdf_claim").execute();
  await db.schema.alterTable("commissions").dropColumn("mdf_claim_id").execute();
  await db.schema.alterTable("commissions").dropColumn("kind").execute();
  await db.schema.dropTable("mdf_claim_files").execute();
  await db.schema.dropTable("mdf_claims").execute();
  await db.schema.dropTable("mdf_requests").execute();
  await db.schema.dropTable("mdf_allocations").execute();
}
