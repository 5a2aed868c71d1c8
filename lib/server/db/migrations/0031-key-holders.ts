import type { Kysely } from "kysely";
import { sql } from "kysely";

// Keys and invitations belong to the colleague who made them. A deal or referral made with
// an API key names the key beside its creator. A session ended by the colleague's removal
// leaves a marker (its id, no personal data) until it would have expired, so the next
// request can say why it was signed out. A partner key whose creator is already gone (the
// creator's row was deleted before this rule) stops working now.
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ["deals", "referrals"]) {
    await db.schema.alterTable(table).addColumn("api_key_id", "text").execute();
  }
  // Measured: with the new column, SQLite's planner counted a deals search through the
  // (partner_id, created_at, id) index; re-created last, the search's own (partner_id,
  // search_text) index is the one it takes again (the deals search test checks the plan).
  await db.schema.dropIndex("deals_partner_search").execute();
  await db.schema
    .createIndex("deals_partner_search")
    .on("deals")
    .columns(["partner_id", "search_text"])
    .execute();
  await db.schema
    .createTable("ended_sessions")
    .addColumn("session_id", "text", (col) => col.primaryKey())
    .addColumn("reason", "text", (col) => col.notNull())
    .addColumn("ended_at", "text", (col) => col.notNull())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .execute();
  await sql`
    update api_keys set revoked_at = ${new Date().toISOString()}
    where partner_id is not null and created_by is null and revoked_at is null
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("ended_sessions").execute();
  for (const table of ["deals", "referrals"]) {
    await db.schema.alterTable(table).dropColumn("api_key_id").execute();
  }
}
