import type { Kysely } from "kysely";

// Indexes for the programme analytics: each chart reads one range of days of one table
// (wins by their day, commissions by when they were written, payouts by when they were paid,
// deal decisions by when they were made), so each gets an index that starts with that day.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex("deal_wins_won_on").on("deal_wins").columns(["won_on", "deal_id"]).execute();
  await db.schema
    .createIndex("commissions_created")
    .on("commissions")
    .columns(["created_at", "partner_id", "currency", "amount_minor"])
    .execute();
  await db.schema
    .createIndex("payout_requests_paid_on")
    .on("payout_requests")
    .columns(["status", "paid_on", "partner_id"])
    .execute();
  await db.schema
    .createIndex("deal_events_decisions")
    .on("deal_events")
    .columns(["kind", "from_value", "created_at"])
    .execute();
  await db.schema
    .createIndex("referrals_referred")
    .on("referrals")
    .columns(["referred_date", "link_id"])
    .execute();
  await db.schema
    .createIndex("link_clicks_day")
    .on("partner_link_clicks")
    .columns(["day", "link_id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of [
    "deal_wins_won_on",
    "commissions_created",
    "payout_requests_paid_on",
    "deal_events_decisions",
    "referrals_referred",
    "link_clicks_day",
  ])
    await db.schema.dropIndex(name).execute();
}
