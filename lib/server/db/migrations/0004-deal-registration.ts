import type { Kysely } from "kysely";

// Deal registration: the partner's registration fields on deals, the domain a pending or
// protected deal holds (unique, so two partners racing for one customer cannot both win),
// the history of each deal, extension requests, one commission per won deal, payout
// requests and a per-partner commission rate. Portable column types (SQLite and PostgreSQL).
export async function up(db: Kysely<unknown>): Promise<void> {
  const dealColumns: [string, "text" | "double precision"][] = [
    ["customer_website", "text"],
    ["customer_domain", "text"],
    // Set while the deal is pending or approved and protected; null frees the customer.
    ["active_domain", "text"],
    ["contact_name", "text"],
    ["contact_email", "text"],
    ["contact_title", "text"],
    ["expected_close_date", "text"],
    ["products_json", "text"],
    ["notes", "text"],
    ["review_reason", "text"],
    ["approved_at", "text"],
    ["extension_status", "text"],
    ["extension_reason", "text"],
    ["extension_requested_at", "text"],
  ];
  for (const [name, type] of dealColumns) {
    await db.schema.alterTable("deals").addColumn(name, type).execute();
  }
  await db.schema.createIndex("deals_active_domain").unique().on("deals").column("active_domain").execute();
  await db.schema.createIndex("deals_status_created").on("deals").columns(["status", "created_at"]).execute();

  await db.schema
    .createTable("deal_events")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("deal_id", "text", (col) => col.notNull().references("deals.id").onDelete("cascade"))
    .addColumn("actor_user_id", "text")
    .addColumn("actor_role", "text", (col) => col.notNull())
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("from_value", "text")
    .addColumn("to_value", "text")
    .addColumn("reason", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("deal_events_deal")
    .on("deal_events")
    .columns(["deal_id", "created_at"])
    .execute();

  await db.schema
    .createTable("payout_requests")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("partner_id", "text", (col) => col.notNull().references("partners.id").onDelete("cascade"))
    .addColumn("amount", "double precision", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("payment_reference", "text")
    .addColumn("paid_on", "text")
    .addColumn("requested_by", "text")
    .addColumn("paid_by", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("payout_requests_status")
    .on("payout_requests")
    .columns(["status", "created_at"])
    .execute();
  await db.schema
    .createIndex("payout_requests_partner")
    .on("payout_requests")
    .columns(["partner_id", "created_at"])
    .execute();

  // A won deal's commission: the deal's id, unique, so a deal earns one commission however
  // often its stage is set. Demo and hand-entered commissions leave it null.
  await db.schema.alterTable("commissions").addColumn("won_deal_id", "text").execute();
  await db.schema.alterTable("commissions").addColumn("payout_request_id", "text").execute();
  await db.schema
    .createIndex("commissions_won_deal")
    .unique()
    .on("commissions")
    .column("won_deal_id")
    .execute();
  await db.schema
    .createIndex("commissions_payout_request")
    .on("commissions")
    .column("payout_request_id")
    .execute();

  // Percent; null: the tier's rate.
  await db.schema.alterTable("partners").addColumn("commission_rate", "double precision").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("partners").dropColumn("commission_rate").execute();
  await db.schema.dropIndex("commissions_payout_request").execute();
  await db.schema.dropIndex("commissions_won_deal").execute();
  await db.schema.alterTable("commissions").dropColumn("payout_request_id").execute();
  await db.schema.alterTable("commissions").dropColumn("won_deal_id").execute();
  await db.schema.dropTable("payout_requests").execute();
  await db.schema.dropTable("deal_events").execute();
  await db.schema.dropIndex("deals_status_created").execute();
  await db.schema.dropIndex("deals_active_domain").execute();
  for (const name of [
    "extension_requested_at",
    "extension_reason",
    "extension_status",
    "approved_at",
    "review_reason",
    "notes",
    "products_json",
    "expected_close_date",
    "contact_title",
    "contact_email",
    "contact_name",
    "active_domain",
    "customer_domain",
    "customer_website",
  ]) {
    await db.schema.alterTable("deals").dropColumn(name).execute();
  }
}
