import type { Kysely } from "kysely";

// Training with real content: the programme's course catalogue (one row per course the team
// maintains, keyed like content/onboarding.ts), its ordered modules, and each enrolment's
// completed modules. A partner's enrolment stays the training_courses row (progress, current
// module, completed date, certificate), joined to the catalogue by its `onboarding_key`.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("training_catalog")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("key", "text", (col) => col.notNull().unique())
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("duration", "text", (col) => col.notNull())
    .addColumn("description", "text", (col) => col.notNull().defaultTo(""))
    // A certification course certifies the partner and adds `points` when finished.
    .addColumn("certification", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("points", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createTable("training_modules")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("course_id", "text", (col) =>
      col.notNull().references("training_catalog.id").onDelete("cascade"),
    )
    // Not unique: a reorder rewrites every position of the course in one transaction.
    .addColumn("position", "integer", (col) => col.notNull())
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("body", "text", (col) => col.notNull())
    .addColumn("video_url", "text")
    .addColumn("resource_id", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("training_modules_course")
    .on("training_modules")
    .columns(["course_id", "position"])
    .execute();
  // The primary key makes a module complete once per enrolment, even for two racing requests.
  await db.schema
    .createTable("training_completions")
    .addColumn("enrolment_id", "text", (col) =>
      col.notNull().references("training_courses.id").onDelete("cascade"),
    )
    .addColumn("module_id", "text", (col) =>
      col.notNull().references("training_modules.id").onDelete("cascade"),
    )
    .addColumn("completed_at", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("training_completions_pk", ["enrolment_id", "module_id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("training_completions").execute();
  await db.schema.dropTable("training_modules").execute();
  await db.schema.dropTable("training_catalog").execute();
}
