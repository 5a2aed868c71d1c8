import type { Kysely } from "kysely";

// The lines the first demo seed wrote as notifications without any event behind them (a
// course "33% complete" that never moved, a payment that never ran through the ledger).
// The demo is now played through the services, which notify for real; these go.
const inventedDemoLines = [
  "Commission of $18,500 for Contoso Manufacturing was paid.",
  "Tailspin Logistics moved to negotiation. Deal protection runs for 45 more days.",
  "New resource: Product Demo: Month-End Close.",
  "Your Partner Programme and Portal Essentials course is 33% complete. Keep going!",
];

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
  await (db as Kysely<{ notifications: { message: string } }>)
    .deleteFrom("notifications")
    .where("message", "in", inventedDemoLines)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("notifications_user").execute();
  for (const column of ["link", "kind", "user_id"])
    await db.schema.alterTable("notifications").dropColumn(column).execute();
}
