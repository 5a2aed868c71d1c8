import type { Kysely } from "kysely";
import { sql } from "kysely";

// Partner companies as teams: invitations of colleagues (a token stored as SHA-256, valid 7
// days, spent once), the company's "Require two-factor authentication" setting, and who
// registered each deal and referral and requested each payout. The name is kept beside the
// user's id so that what a removed colleague registered still says who did it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("member_invitations")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("partner_id", "text", (col) => col.notNull().references("partners.id").onDelete("cascade"))
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("role", "text", (col) => col.notNull())
    .addColumn("token_hash", "text", (col) => col.notNull().unique())
    .addColumn("invited_by", "text")
    .addColumn("expires_at", "text", (col) => col.notNull())
    .addColumn("accepted_at", "text")
    .addColumn("revoked_at", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("member_invitations_partner")
    .on("member_invitations")
    .columns(["partner_id", "created_at"])
    .execute();
  await db.schema.createIndex("member_invitations_email").on("member_invitations").column("email").execute();

  await db.schema
    .alterTable("partners")
    .addColumn("require_two_factor", "integer", (col) => col.notNull().defaultTo(0))
    .execute();

  for (const table of ["deals", "referrals"]) {
    await db.schema.alterTable(table).addColumn("registered_by", "text").execute();
    await db.schema.alterTable(table).addColumn("registered_by_name", "text").execute();
  }
  await db.schema.alterTable("payout_requests").addColumn("requested_by_name", "text").execute();

  // Until now a company had one login: what it registered was that user's.
  for (const table of ["deals", "referrals"]) {
    await sql`
      update ${sql.table(table)} set
        registered_by = (select u.id from users u where u.partner_id = ${sql.ref(`${table}.partner_id`)}
          and u.role = 'partner' order by u.created_at limit 1),
        registered_by_name = (select trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, ''))
          from users u where u.partner_id = ${sql.ref(`${table}.partner_id`)} and u.role = 'partner'
          order by u.created_at limit 1)
    `.execute(db);
  }
  await sql`
    update payout_requests set requested_by_name = (select trim(coalesce(u.first_name, '') || ' ' ||
      coalesce(u.last_name, '')) from users u where u.id = payout_requests.requested_by)
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("payout_requests").dropColumn("requested_by_name").execute();
  for (const table of ["referrals", "deals"]) {
    await db.schema.alterTable(table).dropColumn("registered_by_name").execute();
    await db.schema.alterTable(table).dropColumn("registered_by").execute();
  }
  await db.schema.alterTable("partners").dropColumn("require_two_factor").execute();
  await db.schema.dropTable("member_invitations").execute();
}
