import type { Kysely } from "kysely";

// A won deal keeps what it was worth in the programme's reporting currency on the day it was
// won: the rate in force then (exact decimal text), the day that rate took effect, and the
// converted value in minor units. Tier revenue and the Overview's revenue add these, never
// the deals' own amounts in different currencies. A row per won deal, in a table of its own
// so the deals table (and its search plans) stay as they are; rate and value are null when
// no rate was entered for the pair on the win date (the figures then say they left it out).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("deal_wins")
    .addColumn("deal_id", "text", (col) => col.primaryKey().references("deals.id").onDelete("cascade"))
    .addColumn("won_on", "text", (col) => col.notNull())
    .addColumn("reporting_currency", "text", (col) => col.notNull())
    .addColumn("rate", "text")
    .addColumn("rate_from", "text")
    .addColumn("reporting_minor", "bigint")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("deal_wins").execute();
}
