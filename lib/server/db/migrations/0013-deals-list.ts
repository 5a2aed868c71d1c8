import { SqliteAdapter, sql, type Kysely } from "kysely";

// A partner's deals list, a page at a time (GET /api/partners/deals), at 10,000 deals.
//
// Order: newest first, ties broken by id. The indexes ended at created_at, so every page
// sorted its rows by id afterwards; with id in them the page is read in order from the index.
//
// Totals: the list answers with its total, and counting a search's matches among
// 10,000 deals reads all 10,000 (about 1 ms on SQLite, on every page of the same search).
// partners.deals_version changes whenever a deal of the partner is added, removed, or
// changes what a count depends on (owner, status, the searched names), so a count made at
// one version can be reused until the next (lib/server/deals/list-count.ts). The database
// keeps it, so no writer can forget it, deals inserted by hand included. Other updates
// (stage, protection, the freed customer domain) leave it alone: they never change a count,
// and a transaction that frees another partner's domain takes no lock on that partner.
const countedColumns = ["partner_id", "status", "customer_name", "decision_maker_name", "contact_name"];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("deals_partner").execute();
  await db.schema
    .createIndex("deals_partner")
    .on("deals")
    .columns(["partner_id", "created_at", "id"])
    .execute();
  await db.schema.dropIndex("deals_partner_status").execute();
  await db.schema
    .createIndex("deals_partner_status")
    .on("deals")
    .columns(["partner_id", "status", "created_at", "id"])
    .execute();
  await db.schema
    .alterTable("partners")
    .addColumn("deals_version", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
  const columns = sql.raw(countedColumns.join(", "));
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    const bump = (owners: string) =>
      sql.raw(`update partners set deals_version = deals_version + 1 where id in (${owners});`);
    await sql`create trigger deals_version_insert after insert on deals begin ${bump("new.partner_id")} end`.execute(
      db,
    );
    await sql`create trigger deals_version_delete after delete on deals begin ${bump("old.partner_id")} end`.execute(
      db,
    );
    await sql`create trigger deals_version_update after update of ${columns} on deals begin ${bump("old.partner_id, new.partner_id")} end`.execute(
      db,
    );
    return;
  }
  // PostgreSQL: OLD is null on insert and NEW on delete, so one function serves all three.
  await sql`
    create function bump_partner_deals_version() returns trigger language plpgsql as $$
    begin
      update partners set deals_version = deals_version + 1 where id = old.partner_id or id = new.partner_id;
      return null;
    end $$`.execute(db);
  await sql`create trigger deals_version after insert or delete or update of ${columns} on deals for each row execute function bump_partner_deals_version()`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    for (const name of ["deals_version_insert", "deals_version_delete", "deals_version_update"])
      await sql`drop trigger ${sql.raw(name)}`.execute(db);
  } else {
    await sql`drop trigger deals_version on deals`.execute(db);
    await sql`drop function bump_partner_deals_version()`.execute(db);
  }
  await db.schema.alterTable("partners").dropColumn("deals_version").execute();
  await db.schema.dropIndex("deals_partner_status").execute();
  await db.schema
    .createIndex("deals_partner_status")
    .on("deals")
    .columns(["partner_id", "status", "created_at"])
    .execute();
  await db.schema.dropIndex("deals_partner").execute();
  await db.schema.createIndex("deals_partner").on("deals").columns(["partner_id", "created_at"]).execute();
}
