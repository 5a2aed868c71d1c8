import "server-only";
import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import { Refusal } from "@/lib/refusal";
import { getDb, type Database } from "@/lib/server/db";
import { courseModules } from "@/lib/server/training/catalog";
import { courseIn, getCatalogCourse } from "@/lib/server/training/console";
import { trainingMessages, type ModuleInput, type ModuleUpdate } from "@/lib/validation/training";
import { recordAudit } from "@/lib/server/audit/audit";

// The programme team's edits of a catalogue course's ordered modules, for the console's
// pages and /api/admin/training/* alike. Every change is audited on the course.

async function checkResource(trx: Transaction<Database>, resourceId: string | null | undefined) {
  if (!resourceId) return;
  // Only files shared with every partner: a module is read by all of them.
  const resource = await trx
    .selectFrom("resources")
    .select("id")
    .where("id", "=", resourceId)
    .where("partner_id", "is", null)
    .executeTakeFirst();
  if (!resource) throw new Refusal(404, trainingMessages.resourceNotFound);
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
  if (!row) throw new Refusal(404, trainingMessages.moduleNotFound);
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
      throw new Refusal(400, trainingMessages.orderMismatch);
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
