import type { Kysely } from "kysely";

// Referral links: a partner's short links to the site's public pages, their clicks (one per
// visitor per link per day; the visitor is a hash under a salt that changes daily and is
// dropped once its day is over), and where a lead came from: the enquiry records the link
// it followed, the referral its source ("partner" or "link") and link.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("partner_links")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("partner_id", "text", (col) => col.notNull().references("partners.id").onDelete("cascade"))
    .addColumn("slug", "text", (col) => col.notNull().unique())
    .addColumn("campaign", "text")
    .addColumn("destination", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("archived_at", "text")
    .execute();
  await db.schema
    .createIndex("partner_links_partner")
    .on("partner_links")
    .columns(["partner_id", "created_at"])
    .execute();

  await db.schema
    .createTable("partner_link_clicks")
    .addColumn("link_id", "text", (col) => col.notNull().references("partner_links.id").onDelete("cascade"))
    .addColumn("day", "text", (col) => col.notNull())
    .addColumn("visitor", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("partner_link_clicks_pk", ["link_id", "day", "visitor"])
    .execute();

  await db.schema
    .createTable("link_click_salts")
    .addColumn("day", "text", (col) => col.primaryKey())
    .addColumn("salt", "text", (col) => col.notNull())
    .execute();

  await db.schema.alterTable("contact_enquiries").addColumn("partner_link_id", "text").execute();
  await db.schema.alterTable("referrals").addColumn("source", "text").execute();
  await db.schema.alterTable("referrals").addColumn("link_id", "text").execute();
  await db.schema.createIndex("referrals_link").on("referrals").column("link_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("referrals_link").execute();
  await db.schema.alterTable("referrals").dropColumn("link_id").execute();
  await db.schema.alterTable("referrals").dropColumn("source").execute();
  await db.schema.alterTable("contact_enquiries").dropColumn("partner_link_id").execute();
  await db.schema.dropTable("link_click_salts").execute();
  await db.schema.dropTable("partner_link_clicks").execute();
  await db.schema.dropTable("partner_links").execute();
}
