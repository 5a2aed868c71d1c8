import type { Kysely } from "kysely";

// A partner's first day. previous_login_at is the sign-in before the current one (each
// sign-in moves last_login_at there), so the dashboard greets only a returning partner with
// "Welcome back". onboarding_dismissed_at is when the user closed the Overview's onboarding
// checklist; it stays closed on every device.
//
// Existing rows start with neither: a session open while this runs reads as a first visit
// until its user signs in again, which never calls a newcomer a returning partner.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("users").addColumn("previous_login_at", "text").execute();
  await db.schema.alterTable("users").addColumn("onboarding_dismissed_at", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("users").dropColumn("onboarding_dismissed_at").execute();
  await db.schema.alterTable("users").dropColumn("previous_login_at").execute();
}
