import { sql, type Kysely } from "kysely";

// Mail priorities: every outbox row gets a class, stored as a number so that ordering by
// it is ordering by urgency (0 security, 1 transactional, 2 bulk). Rows queued before this
// migration are classed by their kind. The pick index covers only rows still to be sent
// (a partial index, on SQLite and PostgreSQL alike), so its size follows the queue, not
// the history, and the sender reads each class's due rows in order from it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("outbox")
    .addColumn("priority", "integer", (col) => col.notNull().defaultTo(1))
    .execute();
  await sql`update outbox set priority = 0 where kind in ('auth:otp', 'auth:verify-email', 'auth:reset-password', 'auth:password-changed', 'claim:approved', 'invitation:sent', 'invitation:resent', 'registration:existing-account')`.execute(
    db,
  );
  await sql`update outbox set priority = 2 where kind like 'contact:%'`.execute(db);
  await db.schema
    .createIndex("outbox_pick")
    .on("outbox")
    .columns(["priority", "next_attempt_at"])
    .where(sql.raw<boolean>("status in ('pending', 'sending')"))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("outbox_pick").execute();
  await db.schema.alterTable("outbox").dropColumn("priority").execute();
}
