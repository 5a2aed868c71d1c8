import { sql, type Kysely } from "kysely";

// Referral tracking: what a partner's New Referral form adds (phone, notes), the email a
// recent referral holds (unique, so two concurrent submits of one contact cannot both
// pass), the last follow-up (one per 24 hours), and each referral's history. The team's
// statuses are now contacted → qualified → proposal_sent → converted | closed; the older
// closed_won / closed_lost rows become converted / closed. Portable column types.
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const name of ["phone", "notes", "active_email", "last_follow_up_at"]) {
    await db.schema.alterTable("referrals").addColumn(name, "text").execute();
  }
  await db.schema
    .createIndex("referrals_active_email")
    .unique()
    .on("referrals")
    .column("active_email")
    .execute();
  await db.schema
    .createIndex("referrals_status_created")
    .on("referrals")
    .columns(["status", "created_at"])
    .execute();
  // The 90-day check also asks rows without active_email (demo data, the console's editor) by email, in any case.
  await db.schema
    .createIndex("referrals_email_lower")
    .on("referrals")
    .expression(sql`lower(email)`)
    .execute();

  await db.schema
    .createTable("referral_events")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("referral_id", "text", (col) => col.notNull().references("referrals.id").onDelete("cascade"))
    .addColumn("actor_user_id", "text")
    .addColumn("actor_role", "text", (col) => col.notNull())
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("from_value", "text")
    .addColumn("to_value", "text")
    .addColumn("note", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("referral_events_referral")
    .on("referral_events")
    .columns(["referral_id", "created_at"])
    .execute();

  await sql`update referrals set status = 'converted' where status = 'closed_won'`.execute(db);
  await sql`update referrals set status = 'closed' where status = 'closed_lost'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update referrals set status = 'closed_won' where status = 'converted'`.execute(db);
  await sql`update referrals set status = 'closed_lost' where status = 'closed'`.execute(db);
  await db.schema.dropTable("referral_events").execute();
  await db.schema.dropIndex("referrals_email_lower").execute();
  await db.schema.dropIndex("referrals_status_created").execute();
  await db.schema.dropIndex("referrals_active_email").execute();
  for (const name of ["last_follow_up_at", "active_email", "notes", "phone"]) {
    await db.schema.alterTable("referrals").dropColumn(name).execute();
  }
}
