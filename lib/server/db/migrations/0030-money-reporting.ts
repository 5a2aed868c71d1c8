import type { Kysely } from "kysely";

// A won deal keeps what it was worth in the programme's reporting currency on the day it was
// won: the rate in force then (exact decimal text), the day that rate took effect, and the
// converted value in minor units. Tier revenue and the Overview's revenue add these, never
// the deals' own amounts in different currencies. Null: not won yet, or no rate was entered
// for the pair on the win date (the figure then says it left the deal out).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("deals").addColumn("won_on", "text").execute();
  await db.schema.alterTable("deals").addColumn("won_reporting_currency", "text").execute();
  await db.schema.alterTable("deals").addColumn("won_rate", "text").execute();
  await db.schema.alterTable("deals").addColumn("won_rate_from", "text").execute();
  await db.schema.alterTable("deals").addColumn("won_reporting_minor", "bigint").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of [
    "won_reporting_minor",
    "won_rate_from",
    "won_rate",
    "won_reporting_currency",
    "won_on",
  ])
    await db.schema.alterTable("deals").dropColumn(column).execute();
}
