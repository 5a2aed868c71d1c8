import { sql, type Kysely } from "kysely";

// Tiers that partners earn.
//
// tier_rules: one row per tier (bronze, silver, gold, platinum), ranked; its requirements over
// the trailing 12 months and its benefits. Seeded with the rates the programme used before.
// tier_settings: one row, the demotion grace period.
// partners: since when it holds its tier, when its grace period began (null: not below it),
// and the team's pin (tier kept until pinned_until).
// partner_tier_history: every promotion, demotion, warning, pin and unpin.
// commissions.tier: the tier whose rate the line earned (null: the partner's own rate, or
// a line made before tiers were earned).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("tier_rules")
    .addColumn("tier", "text", (col) => col.primaryKey())
    .addColumn("rank", "integer", (col) => col.notNull())
    .addColumn("min_won_revenue_minor", "bigint", (col) => col.notNull().defaultTo(0))
    .addColumn("min_won_deals", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("min_certifications", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("commission_rate", "double precision", (col) => col.notNull())
    .addColumn("protection_days", "integer", (col) => col.notNull())
    .addColumn("mdf_quarterly_minor", "bigint", (col) => col.notNull().defaultTo(0))
    .addColumn("currency", "text", (col) => col.notNull().defaultTo("USD"))
    .addColumn("updated_at", "text", (col) => col.notNull())
    .addColumn("updated_by", "text")
    .execute();
  await db.schema
    .createTable("tier_settings")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("grace_days", "integer", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  const at = new Date().toISOString();
  const usd = (major: number) => major * 100;
  await sql`insert into tier_rules (tier, rank, min_won_revenue_minor, min_won_deals, min_certifications,
      commission_rate, protection_days, mdf_quarterly_minor, currency, updated_at) values
    ('bronze', 0, 0, 0, 0, 10, 90, 0, 'USD', ${at}),
    ('silver', 1, ${usd(100_000)}, 3, 1, 15, 90, ${usd(5_000)}, 'USD', ${at}),
    ('gold', 2, ${usd(250_000)}, 8, 2, 20, 120, ${usd(15_000)}, 'USD', ${at}),
    ('platinum', 3, ${usd(1_000_000)}, 20, 3, 25, 180, ${usd(50_000)}, 'USD', ${at})`.execute(db);
  await sql`insert into tier_settings (id, grace_days, updated_at) values ('programme', 30, ${at})`.execute(
    db,
  );

  await db.schema.alterTable("partners").addColumn("tier_since", "text").execute();
  await sql`update partners set tier_since = created_at, tier = lower(tier)`.execute(db);
  await db.schema.alterTable("partners").addColumn("tier_grace_started_at", "text").execute();
  await db.schema.alterTable("partners").addColumn("tier_pinned_until", "text").execute();
  await db.schema.alterTable("partners").addColumn("tier_pin_reason", "text").execute();

  await db.schema
    .createTable("partner_tier_history")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("partner_id", "text", (col) => col.notNull().references("partners.id").onDelete("cascade"))
    .addColumn("change", "text", (col) => col.notNull())
    .addColumn("from_tier", "text")
    .addColumn("to_tier", "text", (col) => col.notNull())
    .addColumn("reason", "text")
    .addColumn("actor_user_id", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("partner_tier_history_partner")
    .on("partner_tier_history")
    .columns(["partner_id", "created_at"])
    .execute();

  await db.schema.alterTable("commissions").addColumn("tier", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("commissions").dropColumn("tier").execute();
  await db.schema.dropTable("partner_tier_history").execute();
  for (const column of ["tier_pin_reason", "tier_pinned_until", "tier_grace_started_at", "tier_since"])
    await db.schema.alterTable("partners").dropColumn(column).execute();
  await db.schema.dropTable("tier_settings").execute();
  await db.schema.dropTable("tier_rules").execute();
}
