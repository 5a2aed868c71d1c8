import "server-only";
import { randomUUID } from "node:crypto";
import type { Updateable } from "kysely";
import { Refusal } from "@/lib/refusal";
import { adminMessages } from "@/lib/validation/admin";
import { trainingInputSchema, updateSchemaOf } from "@/lib/validation/partner-data";
import type { TrainingCourse } from "@/lib/validation/training";
import { parseWith } from "@/lib/validation/parse";
import { getDb } from "@/lib/server/db";
import { setColumns } from "@/lib/server/db/columns";
import type { TrainingCoursesTable } from "@/lib/server/db/schema/training";
import { recordAudit } from "@/lib/server/audit/audit";
import { toTrainingDto } from "./records";

// The console's data editor writes a partner's training enrolments through these: a course
// entered or its progress corrected by hand, audited on the partner. A course marked completed
// without a date is completed now.

const trainingUpdateSchema = updateSchemaOf(trainingInputSchema);

async function readCourse(id: string): Promise<TrainingCourse> {
  const db = await getDb();
  const row = await db.selectFrom("training_courses").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw new Refusal(404, adminMessages.notFound);
  return toTrainingDto(row);
}

export async function createTrainingByTeam(
  partnerId: string,
  raw: unknown,
  actorUserId: string | null,
): Promise<TrainingCourse> {
  const input = parseWith(trainingInputSchema, raw);
  const now = new Date().toISOString();
  const id = randomUUID();
  const db = await getDb();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("training_courses")
      .values({
        id,
        partner_id: partnerId,
        title: input.title,
        duration: input.duration,
        current_module: input.currentModule ?? null,
        status: input.status,
        progress: input.progress,
        completed_date: input.completedDate ?? (input.status === "completed" ? now : null),
        certificate: input.certificate ? 1 : 0,
        onboarding_key: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await recordAudit(trx, {
      actorUserId,
      action: "training.created",
      entityType: "partner",
      entityId: partnerId,
      details: { id },
    });
  });
  return readCourse(id);
}

export async function updateTrainingByTeam(
  id: string,
  raw: unknown,
  actorUserId: string | null,
): Promise<TrainingCourse> {
  const input = parseWith(trainingUpdateSchema, raw);
  const db = await getDb();
  const current = await db
    .selectFrom("training_courses")
    .select("partner_id")
    .where("id", "=", id)
    .executeTakeFirst();
  if (!current) throw new Refusal(404, adminMessages.notFound);
  const changes: Updateable<TrainingCoursesTable> = {
    title: input.title,
    duration: input.duration,
    current_module: input.currentModule,
    status: input.status,
    progress: input.progress,
    completed_date: input.completedDate,
    certificate: input.certificate === undefined ? undefined : input.certificate ? 1 : 0,
    updated_at: new Date().toISOString(),
  };
  await db.transaction().execute(async (trx) => {
    await trx.updateTable("training_courses").set(changes).where("id", "=", id).execute();
    await recordAudit(trx, {
      actorUserId,
      action: "training.updated",
      entityType: "partner",
      entityId: current.partner_id,
      details: { id, changes: setColumns(changes) },
    });
  });
  return readCourse(id);
}

export async function deleteTrainingByTeam(id: string, actorUserId: string | null): Promise<void> {
  const db = await getDb();
  const current = await db
    .selectFrom("training_courses")
    .select("partner_id")
    .where("id", "=", id)
    .executeTakeFirst();
  if (!current) throw new Refusal(404, adminMessages.notFound);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("training_courses").where("id", "=", id).execute();
    await recordAudit(trx, {
      actorUserId,
      action: "training.deleted",
      entityType: "partner",
      entityId: current.partner_id,
      details: { id },
    });
  });
}
