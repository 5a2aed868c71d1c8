import type { Kysely } from "kysely";

// Privacy records: each counted link click keeps the salted hash of its address alone (the
// per-address daily limit counts it), and each erasure leaves one row saying when, how and
// how many rows per table, with a keyed hash of the address (never the address), so a
// restore can find and erase the person again.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("partner_link_clicks").addColumn("address", "text").execute();
  await db.schema
    .createIndex("partner_link_clicks_address")
    .on("partner_link_clicks")
    .columns(["link_id", "day", "address"])
    .execute();
  await db.schema
    .createTable("erasures")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("erased_at", "text", (col) => col.notNull())
    .addColumn("email_key", "text", (col) => col.notNull())
    .addColumn("via", "text", (col) => col.notNull())
    // JSON: rows changed or deleted per table.
    .addColumn("changed", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("erasures_erased_at").on("erasures").column("erased_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("erasures").execute();
  await db.schema.dropIndex("partner_link_clicks_address").execute();
  await db.schema.alterTable("partner_link_clicks").dropColumn("address").execute();
}
