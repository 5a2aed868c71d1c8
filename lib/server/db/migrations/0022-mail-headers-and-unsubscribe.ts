import type { Kysely } from "kysely";

// Mail that looks like a company's.
//
// outbox.headers: the extra headers a message is sent with, as JSON text (List-Unsubscribe,
// List-Unsubscribe-Post, Auto-Submitted), fixed when it is queued like its body.
//
// unsubscribe_uses: one row per one-click unsubscribe token that was used. The token itself
// is signed and stored nowhere; remembering its id once used makes it single-use.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("outbox").addColumn("headers", "text").execute();
  await db.schema
    .createTable("unsubscribe_uses")
    .addColumn("token_id", "text", (col) => col.primaryKey())
    .addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("preference", "text", (col) => col.notNull())
    .addColumn("used_at", "text", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("unsubscribe_uses").execute();
  await db.schema.alterTable("outbox").dropColumn("headers").execute();
}
