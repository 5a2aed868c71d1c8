import type { Kysely } from "kysely";

// How many times an erasure replaced one of the person's terms in free text (mail, audit
// lines, notes, notifications, webhook bodies): a number only, like the rows per table.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("erasures")
    .addColumn("replaced", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("erasures").dropColumn("replaced").execute();
}
