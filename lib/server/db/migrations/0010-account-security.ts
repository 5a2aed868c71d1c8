import type { Kysely } from "kysely";

// Account settings and two-factor sign-in.
// - notification_preferences: one row per user once they change a toggle; no row means
//   every toggle is on (the default), so existing users need no backfill.
//   Booleans are stored as 0/1 integers, the same on SQLite and PostgreSQL.
// - two_factor: the TOTP secret, encrypted with a key derived from SESSION_SECRET;
//   enabled_at stays null while an enrolment waits for its first code.
// - two_factor_recovery_codes: ten single-use codes, stored as SHA-256 (they carry 50+ bits
//   of randomness and are tried at most 5 times per 15 minutes).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("notification_preferences")
    .addColumn("user_id", "text", (col) => col.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("deal_updates", "integer", (col) => col.notNull().defaultTo(1))
    .addColumn("commission_payments", "integer", (col) => col.notNull().defaultTo(1))
    .addColumn("training_reminders", "integer", (col) => col.notNull().defaultTo(1))
    .addColumn("partner_announcements", "integer", (col) => col.notNull().defaultTo(1))
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createTable("two_factor")
    .addColumn("user_id", "text", (col) => col.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("secret_enc", "text", (col) => col.notNull())
    .addColumn("enabled_at", "text")
    .addColumn("last_step", "integer")
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createTable("two_factor_recovery_codes")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("code_hash", "text", (col) => col.notNull())
    .addColumn("used_at", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("two_factor_recovery_user")
    .on("two_factor_recovery_codes")
    .columns(["user_id", "code_hash"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("two_factor_recovery_codes").execute();
  await db.schema.dropTable("two_factor").execute();
  await db.schema.dropTable("notification_preferences").execute();
}
