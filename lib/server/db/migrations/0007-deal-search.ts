import { SqliteAdapter, sql, type Kysely } from "kysely";

// A partner's deals list searches company, decision maker and contact for a piece of text
// (`?q=`). Lower-casing and matching three columns row by row made counting the matches of
// a partner with 10,000 deals take tens of milliseconds. `search_text` is the three, lower-
// cased and joined by newlines (a search term has none, so it never matches across two
// fields), computed by the database itself so no writer can forget it; the index
// (partner_id, search_text) lets a search count its matches from the index.
// SQLite can only add a VIRTUAL generated column (an index stores its value);
// PostgreSQL only has STORED ones. A status filter (`?status=`) gets its own index too:
// (status, created_at) alone walked every partner's deals of that status.
const expression = sql.raw(
  "lower(customer_name || '\n' || coalesce(decision_maker_name, '') || '\n' || coalesce(contact_name, ''))",
);

export async function up(db: Kysely<unknown>): Promise<void> {
  const storage = db.getExecutor().adapter instanceof SqliteAdapter ? sql.raw("virtual") : sql.raw("stored");
  await sql`alter table deals add column search_text text generated always as (${expression}) ${storage}`.execute(
    db,
  );
  await db.schema
    .createIndex("deals_partner_search")
    .on("deals")
    .columns(["partner_id", "search_text"])
    .execute();
  await db.schema
    .createIndex("deals_partner_status")
    .on("deals")
    .columns(["partner_id", "status", "created_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("deals_partner_status").execute();
  await db.schema.dropIndex("deals_partner_search").execute();
  await db.schema.alterTable("deals").dropColumn("search_text").execute();
}
