import type { Kysely } from "kysely";

// How each session was signed in: "password" alone, or with a second factor ("totp": a
// code at sign-in or when turning two-factor authentication on; "recovery": a recovery
// code). The console's ADMIN_REQUIRE_2FA and the session check read it, so a session that
// never passed a second factor cannot borrow one the account gained later.
//
// Sessions that exist already are recorded as "password": which ones passed a second factor
// was never stored. A user with two-factor authentication on signs in again once.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("sessions")
    .addColumn("auth_method", "text", (col) => col.notNull().defaultTo("password"))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("sessions").dropColumn("auth_method").execute();
}
