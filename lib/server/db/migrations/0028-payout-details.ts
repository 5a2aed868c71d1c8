import { sql, type Kysely } from "kysely";

// Payouts as a finance team runs them: where each partner's money goes (payout methods,
// sealed, history kept), the tax forms they signed (sealed, replaced never edited), the
// team's exchange rates (history kept), and payout runs that pay several requests at once.
// A payout request records its method, the run it is in and the rates it converted at.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("payout_methods")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("partner_id", "text", (col) => col.notNull().references("partners.id").onDelete("cascade"))
    .addColumn("type", "text", (col) => col.notNull())
    .addColumn("currency", "text", (col) => col.notNull())
    .addColumn("account_holder", "text")
    .addColumn("masked", "text", (col) => col.notNull())
    .addColumn("details_enc", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("hold_until", "text")
    .addColumn("created_by", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("replaced_at", "text")
    .execute();
  // One current method per partner: of two concurrent changes, the second waits and replaces.
  await db.schema
    .createIndex("payout_methods_current")
    .unique()
    .on("payout_methods")
    .column("partner_id")
    .where(sql.ref("status"), "=", "current")
    .execute();

  await db.schema
    .createTable("tax_forms")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("partner_id", "text", (col) => col.notNull().references("partners.id").onDelete("cascade"))
    .addColumn("form", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("country", "text", (col) => col.notNull())
    .addColumn("tin_masked", "text")
    .addColumn("data_enc", "text", (col) => col.notNull())
    .addColumn("signature_name", "text", (col) => col.notNull())
    .addColumn("signature_date", "text", (col) => col.notNull())
    .addColumn("signed_ip", "text", (col) => col.notNull())
    .addColumn("signed_at", "text", (col) => col.notNull())
    .addColumn("submitted_by", "text")
    .addColumn("rejection_reason", "text")
    .addColumn("rejected_at", "text")
    .addColumn("rejected_by", "text")
    .addColumn("replaced_at", "text")
    .execute();
  await db.schema
    .createIndex("tax_forms_current")
    .unique()
    .on("tax_forms")
    .column("partner_id")
    .where(sql.ref("replaced_at"), "is", null)
    .execute();

  await db.schema
    .createTable("exchange_rates")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("base", "text", (col) => col.notNull())
    .addColumn("quote", "text", (col) => col.notNull())
    .addColumn("rate", "text", (col) => col.notNull())
    .addColumn("effective_from", "text", (col) => col.notNull())
    .addColumn("created_by", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("exchange_rates_pair")
    .on("exchange_rates")
    .columns(["base", "quote", "effective_from"])
    .execute();

  await db.schema
    .createTable("payout_runs")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("payment_reference", "text")
    .addColumn("paid_on", "text")
    .addColumn("created_by", "text")
    .addColumn("paid_by", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();

  await db.schema.alterTable("payout_requests").addColumn("run_id", "text").execute();
  await db.schema.alterTable("payout_requests").addColumn("method_id", "text").execute();
  await db.schema.alterTable("payout_requests").addColumn("conversions", "text").execute();
  await db.schema.createIndex("payout_requests_run").on("payout_requests").column("run_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("payout_requests_run").execute();
  for (const column of ["conversions", "method_id", "run_id"])
    await db.schema.alterTable("payout_requests").dropColumn(column).execute();
  for (const table of ["payout_runs", "exchange_rates", "tax_forms", "payout_methods"])
    await db.schema.dropTable(table).execute();
}
