import "server-only";
import { randomUUID } from "node:crypto";
import { onboardingCourses } from "@/content/onboarding";
import { trainingCourseContent, type TrainingModuleContent } from "@/content/training-courses";
import { getDb } from "@/lib/server/db";
import type { Db } from "@/lib/server/db";

// The course catalogue: the courses and ordered modules the programme team maintains. A
// partner's enrolment (training_courses) points at its course by key. The onboarding
// courses' first modules come from content/training-courses.ts, written once per key.

export async function catalogCourseByKey(db: Db, key: string) {
  return db.selectFrom("training_catalog").selectAll().where("key", "=", key).executeTakeFirst();
}

/** The course's modules in reading order. */
export async function courseModules(db: Db, courseId: string) {
  return db
    .selectFrom("training_modules")
    .selectAll()
    .where("course_id", "=", courseId)
    .orderBy("position", "asc")
    .orderBy("created_at", "asc")
    .execute();
}

/**
 * Writes each onboarding course with its modules into the catalogue when its key is not
 * there yet; a course already there (and whatever the team made of it) is left alone.
 * Run at start-up and by the seed, so a fresh installation has working training.
 */
export async function ensureTrainingCatalog(now = new Date()): Promise<void> {
  const db = await getDb();
  for (const content of trainingCourseContent) {
    const course = onboardingCourses.find((candidate) => candidate.key === content.key);
    if (!course) continue;
    await db.transaction().execute(async (trx) => {
      const at = now.toISOString();
      const id = randomUUID();
      const inserted = await trx
        .insertInto("training_catalog")
        .values({
          id,
          key: course.key,
          title: course.title,
          duration: course.duration,
          description: content.description,
          certification: content.certification ? 1 : 0,
          points: content.points,
          created_at: at,
          updated_at: at,
        })
        .onConflict((oc) => oc.column("key").doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) return;
      for (const [position, part] of (content.modules as readonly TrainingModuleContent[]).entries()) {
        await trx
          .insertInto("training_modules")
          .values({
            id: randomUUID(),
            course_id: id,
            position,
            title: part.title,
            body: part.body,
            video_url: part.videoUrl ?? null,
            resource_id: null,
            created_at: at,
            updated_at: at,
          })
          .execute();
      }
    });
  }
}

/** Enrols the partner, not started, in `course` (nothing when already enrolled). */
export async function enrolInCourse(
  trx: Db,
  partnerId: string,
  course: { key: string; title: string; duration: string },
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await trx
    .insertInto("training_courses")
    .values({
      id: randomUUID(),
      partner_id: partnerId,
      title: course.title,
      duration: course.duration,
      current_module: null,
      status: "not_started",
      progress: 0,
      completed_date: null,
      certificate: 0,
      onboarding_key: course.key,
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) => oc.columns(["partner_id", "onboarding_key"]).doNothing())
    .execute();
}
