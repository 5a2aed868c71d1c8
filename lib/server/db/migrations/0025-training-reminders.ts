import type { Kysely } from "kysely";

// When each partner user was last reminded of each stalled course: the daily reminder job
// sends again only once this is a week old. One row per user and enrolment, updated in
// place; it goes with the user or the enrolment.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("training_reminders")
    .addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("enrolment_id", "text", (col) =>
      col.notNull().references("training_courses.id").onDelete("cascade"),
    )
    .addColumn("sent_at", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("training_reminders_pk", ["user_id", "enrolment_id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("training_reminders").execute();
}
