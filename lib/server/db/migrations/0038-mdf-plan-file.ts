import type { Kysely } from "kysely";

// A fund request's optional plan file: its name and stored key were already columns; its size
// is kept beside them so the team's download can answer byte ranges without opening it twice.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("mdf_requests").addColumn("plan_size", "bigint").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("mdf_requests").dropColumn("plan_size").execute();
}
