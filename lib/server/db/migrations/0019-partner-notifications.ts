import type { Kysely } from "kysely";

// The partner's inbox: a notification now belongs to one user (the person the matching
// email goes to), says what produced it (`kind`, the mail's kind) and where to look
// (`link`, a portal path). Rows written before have no user: they stay notices for every
// user of their company, and so do the ones the console's data editor writes.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("notifications")
    .addColumn("user_id", "text", (col) => col.references("users.id").onDelete("cascade"))
    .execute();
  await db.schema
    .alterTable("notifications")
    .addColumn("kind", "text", (col) => col.notNull().defaultTo("notice"))
    .execute();
  await db.schema.alterTable("notifications").addColumn("link", "text").execute();
  await db.schema
    .createIndex("notifications_user")
    .on("notifications")
    .columns(["user_id", "created_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("notifications_user").execute();
  for (const column of ["link", "kind", "user_id"])
    await db.schema.alterTable("notifications").dropColumn(column).execute();
}
