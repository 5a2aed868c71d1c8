import "server-only";
import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import { ApiError } from "@/lib/api/errors";
import { getDb, type Database } from "@/lib/server/db";
import { catalogCourseByKey, courseModules, enrolInCourse } from "@/lib/server/training/catalog";
import {
  trainingMessages,
  type CourseInput,
  type CourseUpdate,
  type ModuleInput,
  type ModuleUpdate,
} from "@/lib/validation/training";
import { recordAudit } from "@/lib/server/admin/audit";

// The programme team's training catalogue: courses and their ordered modules, for the
// console's pages and /api/admin/training/* alike. Every change is audited on the course.

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
  if (!course) throw new ApiError(404, trainingMessages.courseNotFound);
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
    if (await catalogCourseByKey(trx, key)) throw new ApiError(409, trainingMessages.keyTaken);
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

async function courseIn(trx: Transaction<Database>, courseId: string) {
  const course = await trx
    .selectFrom("training_catalog")
    .selectAll()
    .where("id", "=", courseId)
    .executeTakeFirst();
  if (!course) throw new ApiError(404, trainingMessages.courseNotFound);
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

async function checkResource(trx: Transaction<Database>, resourceId: string | null | undefined) {
  if (!resourceId) return;
  // Only files shared with every partner: a module is read by all of them.
  const resource = await trx
    .selectFrom("resources")
    .select("id")
    .where("id", "=", resourceId)
    .where("partner_id", "is", null)
    .executeTakeFirst();
  if (!resource) throw new ApiError(404, trainingMessages.resourceNotFound);
}

/** Appends a module at the end of the course. */
export async function addModule(
  courseId: string,
  input: ModuleInput,
  actorUserId: string | null,
  now = new Date(),
) {
  const db = await getDb();
  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    await courseIn(trx, courseId);
    await checkResource(trx, input.resourceId);
    const last = await trx
      .selectFrom("training_modules")
      .select((eb) => eb.fn.max<number>("position").as("p"))
      .where("course_id", "=", courseId)
      .executeTakeFirst();
    const position = last?.p === null || last?.p === undefined ? 0 : Number(last.p) + 1;
    const at = now.toISOString();
    await trx
      .insertInto("training_modules")
      .values({
        id,
        course_id: courseId,
        position,
        title: input.title,
        body: input.body,
        video_url: input.videoUrl ?? null,
        resource_id: input.resourceId ?? null,
        created_at: at,
        updated_at: at,
      })
      .execute();
    await recordAudit(trx, {
      actorUserId,
      action: "training.module_added",
      entityType: "training_course",
      entityId: courseId,
      details: { moduleId: id, title: input.title },
    });
  });
  return getCatalogCourse(courseId);
}

async function moduleIn(trx: Transaction<Database>, courseId: string, moduleId: string) {
  const row = await trx
    .selectFrom("training_modules")
    .selectAll()
    .where("id", "=", moduleId)
    .where("course_id", "=", courseId)
    .executeTakeFirst();
  if (!row) throw new ApiError(404, trainingMessages.moduleNotFound);
  return row;
}

export async function updateModule(
  courseId: string,
  moduleId: string,
  changes: ModuleUpdate,
  actorUserId: string | null,
  now = new Date(),
) {
  const db = await getDb();
  await db.transaction().execute(async (trx) => {
    await courseIn(trx, courseId);
    const before = await moduleIn(trx, courseId, moduleId);
    await checkResource(trx, changes.resourceId);
    const { videoUrl, resourceId, ...rest } = changes;
    await trx
      .updateTable("training_modules")
      .set({
        ...rest,
        ...(videoUrl === undefined ? {} : { video_url: videoUrl }),
        ...(resourceId === undefined ? {} : { resource_id: resourceId }),
        updated_at: now.toISOString(),
      })
      .where("id", "=", moduleId)
      .execute();
    await recordAudit(trx, {
      actorUserId,
      action: "training.module_updated",
      entityType: "training_course",
      entityId: courseId,
      details: {
        moduleId,
        before: { title: before.title, videoUrl: before.video_url, resourceId: before.resource_id },
        after: changes,
      },
    });
  });
  return getCatalogCourse(courseId);
}

/** Removes a module; partners' completions of it go with it. */
export async function removeModule(courseId: string, moduleId: string, actorUserId: string | null) {
  const db = await getDb();
  await db.transaction().execute(async (trx) => {
    await courseIn(trx, courseId);
    const before = await moduleIn(trx, courseId, moduleId);
    await trx.deleteFrom("training_completions").where("module_id", "=", moduleId).execute();
    await trx.deleteFrom("training_modules").where("id", "=", moduleId).execute();
    await recordAudit(trx, {
      actorUserId,
      action: "training.module_removed",
      entityType: "training_course",
      entityId: courseId,
      details: { moduleId, title: before.title },
    });
  });
  return getCatalogCourse(courseId);
}

/** Sets the reading order: `moduleIds` must list every module of the course once. */
export async function reorderModules(
  courseId: string,
  moduleIds: string[],
  actorUserId: string | null,
  now = new Date(),
) {
  const db = await getDb();
  await db.transaction().execute(async (trx) => {
    await courseIn(trx, courseId);
    const current = await courseModules(trx, courseId);
    const known = new Set(current.map((m) => m.id));
    if (moduleIds.length !== current.length || !moduleIds.every((id) => known.has(id)))
      throw new ApiError(400, trainingMessages.orderMismatch);
    for (const [position, id] of moduleIds.entries()) {
      await trx
        .updateTable("training_modules")
        .set({ position, updated_at: now.toISOString() })
        .where("id", "=", id)
        .execute();
    }
    await recordAudit(trx, {
      actorUserId,
      action: "training.modules_reordered",
      entityType: "training_course",
      entityId: courseId,
      details: { before: current.map((m) => m.id), after: moduleIds },
    });
  });
  return getCatalogCourse(courseId);
}

/** The files a module may link to: resources shared with every partner. */
export async function listSharedResourceOptions(): Promise<{ id: string; title: string }[]> {
  const db = await getDb();
  return db
    .selectFrom("resources")
    .select(["id", "title"])
    .where("partner_id", "is", null)
    .orderBy("title", "asc")
    .limit(500)
    .execute();
}
