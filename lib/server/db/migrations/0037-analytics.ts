import { SqliteAdapter, sql, type Kysely } from "kysely";

// The programme analytics read ranges of days over large tables, so:
// - indexes that start with the day each chart reads by (wins by their day, ledger lines by
//   when they were written, payouts by when they were paid, link clicks and leads by day),
//   most of them covering the columns the chart adds up, so no table row is read;
// - deal_decisions: one narrow row per deal decision (approved or rejected from waiting) with
//   the deal's registration time, written by the database in the same transaction as the
//   decision's event (a trigger, so every writer is covered), so review times are read from
//   one index instead of joining every decision to its wide deal row. Backfilled here.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex("deal_wins_won_on").on("deal_wins").columns(["won_on", "deal_id"]).execute();
  await db.schema
    .createIndex("deals_analytics")
    .on("deals")
    .columns([
      "status",
      "created_at",
      "partner_id",
      "currency",
      "deal_size_minor",
      "registered_by",
      "updated_at",
      "id",
    ])
    .execute();
  await db.schema
    .createIndex("commissions_created")
    .on("commissions")
    .columns(["created_at", "partner_id", "currency", "amount_minor"])
    .execute();
  await db.schema
    .createIndex("payout_requests_paid_on")
    .on("payout_requests")
    .columns(["status", "paid_on", "partner_id", "currency", "amount_minor"])
    .execute();
  await db.schema
    .createIndex("referrals_referred")
    .on("referrals")
    .columns(["referred_date", "link_id", "partner_id"])
    .execute();
  await db.schema
    .createIndex("link_clicks_day")
    .on("partner_link_clicks")
    .columns(["day", "link_id"])
    .execute();

  await db.schema
    .createTable("deal_decisions")
    .addColumn("event_id", "text", (col) => col.primaryKey())
    .addColumn("deal_id", "text", (col) => col.notNull().references("deals.id").onDelete("cascade"))
    .addColumn("partner_id", "text", (col) => col.notNull())
    .addColumn("registered_by", "text")
    .addColumn("registered_at", "text", (col) => col.notNull())
    .addColumn("decided_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("deal_decisions_decided")
    .on("deal_decisions")
    .columns(["decided_at", "partner_id", "registered_by", "registered_at"])
    .execute();
  const copy = (event: string) =>
    sql.raw(`insert into deal_decisions (event_id, deal_id, partner_id, registered_by, registered_at, decided_at)
      select ${event}.id, deals.id, deals.partner_id, deals.registered_by, deals.created_at, ${event}.created_at
      from deals where deals.id = ${event}.deal_id`);
  const decision = (event: string) =>
    sql.raw(
      `${event}.kind = 'status' and ${event}.from_value = 'pending' and ${event}.to_value in ('approved', 'rejected')`,
    );
  await sql
    .raw(
      `insert into deal_decisions (event_id, deal_id, partner_id, registered_by, registered_at, decided_at)
       select e.id, d.id, d.partner_id, d.registered_by, d.created_at, e.created_at
       from deal_events e join deals d on d.id = e.deal_id
       where e.kind = 'status' and e.from_value = 'pending' and e.to_value in ('approved', 'rejected')`,
    )
    .execute(db);
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    await sql`create trigger deal_decisions_record after insert on deal_events when ${decision("new")}
      begin ${copy("new")}; end`.execute(db);
    return;
  }
  await sql`
    create function record_deal_decision() returns trigger language plpgsql as $$
    begin
      if ${decision("new")} then
        ${copy("new")};
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger deal_decisions_record after insert on deal_events
    for each row execute function record_deal_decision()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter)
    await sql`drop trigger deal_decisions_record`.execute(db);
  else {
    await sql`drop trigger deal_decisions_record on deal_events`.execute(db);
    await sql`drop function record_deal_decision()`.execute(db);
  }
  await db.schema.dropTable("deal_decisions").execute();
  for (const name of [
    "deal_wins_won_on",
    "deals_analytics",
    "commissions_created",
    "payout_requests_paid_on",
    "referrals_referred",
    "link_clicks_day",
  ])
    await db.schema.dropIndex(name).execute();
}
