import type { Kysely } from "kysely";

// Onboarding courses: a course a partner was enrolled in on activation carries the key of
// its entry in content/onboarding.ts. The unique index (a partner, a key) makes enrolment
// idempotent: running it again, or twice at once, creates nothing twice. Courses the team
// adds by hand have no key (NULLs never collide, on SQLite and PostgreSQL alike).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("training_courses").addColumn("onboarding_key", "text").execute();
  await db.schema
    .createIndex("training_courses_onboarding")
    .unique()
    .on("training_courses")
    .columns(["partner_id", "onboarding_key"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("training_courses_onboarding").execute();
  await db.schema.alterTable("training_courses").dropColumn("onboarding_key").execute();
}
