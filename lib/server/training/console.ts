import "server-only";
import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import { Refusal } from "@/lib/refusal";
import { getDb, type Database } from "@/lib/server/db";
import { catalogCourseByKey, courseModules, enrolInCourse } from "@/lib/server/training/catalog";
import { trainingMessages, type CourseInput, type CourseUpdate } from "@/lib/validation/training";
import { recordAudit } from "@/lib/server/audit/audit";
import { notifyCompanies } from "@/lib/server/notifications/inbox";
import { dashboardPath } from "@/lib/portal-routes";

// The programme team's training catalogue: its courses, for the console's pages and
// /api/admin/training/* alike (their modules: ./team-modules.ts). Every change is audited
// on the course.

export async function listCatalogCourses() {
  const db = await getDb();
  const rows = await db
    .selectFrom("training_catalog")
    .leftJoin("training_modules", "training_modules.course_id", "training_catalog.id")
    .select([
      "training_catalog.id",
      "training_catalog.key",
      "training_catalog.title",
      "training_catalog.duration",
      "training_catalog.certification",
      "training_catalog.points",
    ])
    .select((eb) => eb.fn.count<number>("training_modules.id").as("modules"))
    .groupBy([
      "training_catalog.id",
      "training_catalog.key",
      "training_catalog.title",
      "training_catalog.duration",
      "training_catalog.certification",
      "training_catalog.points",
      "training_catalog.created_at",
    ])
    .orderBy("training_catalog.created_at", "asc")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    key: row.key,
    title: row.title,
    duration: row.duration,
    certification: Number(row.certification) === 1,
    points: Number(row.points),
    modules: Number(row.modules),
  }));
}

export async function getCatalogCourse(courseId: string) {
  const db = await getDb();
  const course = await db
    .selectFrom("training_catalog")
    .selectAll()
    .where("id", "=", courseId)
    .executeTakeFirst();
  if (!course) throw new Refusal(404, trainingMessages.courseNotFound);
  const modules = await courseModules(db, course.id);
  return {
    id: course.id,
    key: course.key,
    title: course.title,
    duration: course.duration,
    description: course.description,
    certification: Number(course.certification) === 1,
    points: Number(course.points),
    modules: modules.map((m) => ({
      id: m.id,
      position: Number(m.position),
      title: m.title,
      body: m.body,
      videoUrl: m.video_url,
      resourceId: m.resource_id,
    })),
  };
}

const slug = (title: string) =>
  title
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60) || "course";

/** A new course, for every active partner at once (new partners get it on activation). */
export async function createCatalogCourse(input: CourseInput, actorUserId: string | null, now = new Date()) {
  const db = await getDb();
  const key = slug(input.title);
  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    if (await catalogCourseByKey(trx, key)) throw new Refusal(409, trainingMessages.keyTaken);
    const at = now.toISOString();
    await trx
      .insertInto("training_catalog")
      .values({
        id,
        key,
        ...input,
        certification: input.certification ? 1 : 0,
        created_at: at,
        updated_at: at,
      })
      .execute();
    const partners = await trx.selectFrom("partners").select("id").where("status", "=", "active").execute();
    for (const partner of partners)
      await enrolInCourse(trx, partner.id, { key, title: input.title, duration: input.duration }, now);
    // A new course has no email: its notification is the only news of it.
    await notifyCompanies(
      trx,
      partners.map((partner) => partner.id),
      {
        kind: "training:new-course",
        message: `New training course: ${input.title}.`,
        link: dashboardPath("training"),
      },
    );
    await recordAudit(trx, {
      actorUserId,
      action: "training.course_created",
      entityType: "training_course",
      entityId: id,
      details: { ...input, key },
    });
  });
  return getCatalogCourse(id);
}

export async function courseIn(trx: Transaction<Database>, courseId: string) {
  const course = await trx
    .selectFrom("training_catalog")
    .selectAll()
    .where("id", "=", courseId)
    .executeTakeFirst();
  if (!course) throw new Refusal(404, trainingMessages.courseNotFound);
  return course;
}

/** Title and duration changes reach every enrolment, so the Training tab reads the same. */
export async function updateCatalogCourse(
  courseId: string,
  changes: CourseUpdate,
  actorUserId: string | null,
  now = new Date(),
) {
  const db = await getDb();
  await db.transaction().execute(async (trx) => {
    const before = await courseIn(trx, courseId);
    const at = now.toISOString();
    const { certification, ...rest } = changes;
    await trx
      .updateTable("training_catalog")
      .set({
        ...rest,
        ...(certification === undefined ? {} : { certification: certification ? 1 : 0 }),
        updated_at: at,
      })
      .where("id", "=", courseId)
      .execute();
    if (changes.title !== undefined || changes.duration !== undefined) {
      await trx
        .updateTable("training_courses")
        .set({
          title: changes.title ?? before.title,
          duration: changes.duration ?? before.duration,
          updated_at: at,
        })
        .where("onboarding_key", "=", before.key)
        .execute();
    }
    await recordAudit(trx, {
      actorUserId,
      action: "training.course_updated",
      entityType: "training_course",
      entityId: courseId,
      details: {
        before: {
          title: before.title,
          duration: before.duration,
          certification: Number(before.certification) === 1,
          points: Number(before.points),
        },
        after: changes,
      },
    });
  });
  return getCatalogCourse(courseId);
}
