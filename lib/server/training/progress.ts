import "server-only";
import type { Selectable } from "kysely";
import { Refusal } from "@/lib/refusal";
import { getDb } from "@/lib/server/db";
import { isUniqueViolation } from "@/lib/server/db/errors";
import type { TrainingCoursesTable } from "@/lib/server/db/schema/training";
import { toTrainingDto } from "./records";
import { resourceDownloadPath } from "@/lib/validation/resource-rules";
import type { TrainingCourse, TrainingCourseDetail } from "@/lib/validation/training";
import { trainingMessages } from "@/lib/validation/training";
import { catalogCourseByKey, courseModules } from "./catalog";
import { renderMarkdown } from "./markdown";
import { enqueueMail, kickMailSender } from "@/lib/server/mail";
import { certifiedMail } from "./emails";
import { dashboardPath } from "@/lib/portal-routes";
import { evaluatePartnerTier } from "@/lib/server/tiers/evaluate";
import type { Db } from "@/lib/server/db";

// A partner's side of training: the course list, one course with its modules, and "Mark
// complete". Every query is scoped to the session's partner; another partner's enrolment
// is simply not found (404). Progress, current module and completed date are derived from
// the completion records and written back on the enrolment, which the list shows.

const LIST_LIMIT = 500;
type Enrolment = Selectable<TrainingCoursesTable>;

export async function listTraining(partnerId: string): Promise<TrainingCourse[]> {
  const db = await getDb();
  const rows = await db
    .selectFrom("training_courses")
    .selectAll()
    .where("partner_id", "=", partnerId)
    .orderBy("created_at", "asc")
    .limit(LIST_LIMIT)
    .execute();
  return rows.map(toTrainingDto);
}

async function ownEnrolment(db: Db, partnerId: string, enrolmentId: string): Promise<Enrolment> {
  const row = await db
    .selectFrom("training_courses")
    .selectAll()
    .where("id", "=", enrolmentId)
    .where("partner_id", "=", partnerId)
    .executeTakeFirst();
  if (!row) throw new Refusal(404, trainingMessages.courseNotFound);
  return row;
}

async function completedModuleIds(db: Db, enrolmentId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom("training_completions")
    .select("module_id")
    .where("enrolment_id", "=", enrolmentId)
    .execute();
  return new Set(rows.map((row) => row.module_id));
}

async function courseDetail(db: Db, enrolment: Enrolment): Promise<TrainingCourseDetail> {
  const course = enrolment.onboarding_key
    ? await catalogCourseByKey(db, enrolment.onboarding_key)
    : undefined;
  const modules = course ? await courseModules(db, course.id) : [];
  const done = await completedModuleIds(db, enrolment.id);
  const current = modules.find((part) => !done.has(part.id));
  return {
    id: enrolment.id,
    title: enrolment.title,
    duration: enrolment.duration,
    description: course?.description ?? "",
    certification: Number(course?.certification ?? 0) === 1,
    points: Number(course?.points ?? 0),
    status: enrolment.status,
    progress: Number(enrolment.progress),
    currentModuleId: current?.id ?? null,
    completedDate: enrolment.completed_date,
    certificate: Number(enrolment.certificate) === 1,
    modules: modules.map((part) => ({
      id: part.id,
      position: Number(part.position),
      title: part.title,
      bodyHtml: renderMarkdown(part.body),
      videoUrl: part.video_url,
      resourceUrl: part.resource_id ? resourceDownloadPath(part.resource_id) : null,
      completed: done.has(part.id),
    })),
  };
}

/** One of the partner's courses with its modules in order (404 for anyone else's). */
export async function getTrainingCourse(
  partnerId: string,
  enrolmentId: string,
): Promise<TrainingCourseDetail> {
  const db = await getDb();
  return courseDetail(db, await ownEnrolment(db, partnerId, enrolmentId));
}

export interface CompletionResult {
  course: TrainingCourseDetail;
  /** True only for the request that finished a certification course. */
  certified: boolean;
  pointsAwarded: number;
}

/**
 * Marks the course's current module complete (modules are done in order; each once) and
 * advances the enrolment. Finishing a certification course sets its certificate, the
 * partner's certification status and adds the course's points, once: the certificate flag
 * is flipped by a conditional update, so a repeated or racing request awards nothing more.
 */
export async function completeModule(
  partnerId: string,
  enrolmentId: string,
  moduleId: string,
  now = new Date(),
): Promise<CompletionResult> {
  const db = await getDb();
  try {
    const result = await db.transaction().execute(async (trx) => {
      const enrolment = await ownEnrolment(trx, partnerId, enrolmentId);
      const course = enrolment.onboarding_key
        ? await catalogCourseByKey(trx, enrolment.onboarding_key)
        : undefined;
      const modules = course ? await courseModules(trx, course.id) : [];
      if (!modules.some((part) => part.id === moduleId))
        throw new Refusal(404, trainingMessages.moduleNotFound);
      const done = await completedModuleIds(trx, enrolment.id);
      if (done.has(moduleId)) throw new Refusal(409, trainingMessages.alreadyComplete);
      if (modules.find((part) => !done.has(part.id))?.id !== moduleId)
        throw new Refusal(409, trainingMessages.outOfOrder);

      const at = now.toISOString();
      await trx
        .insertInto("training_completions")
        .values({ enrolment_id: enrolment.id, module_id: moduleId, completed_at: at })
        .execute();
      done.add(moduleId);
      const next = modules.find((part) => !done.has(part.id));
      const finished = !next;
      await trx
        .updateTable("training_courses")
        .set({
          status: finished ? "completed" : "in_progress",
          progress: Math.round((done.size / modules.length) * 100),
          current_module: next?.title ?? null,
          completed_date: finished ? at : null,
          updated_at: at,
        })
        .where("id", "=", enrolment.id)
        .execute();

      let certified = false;
      let pointsAwarded = 0;
      if (finished && course && Number(course.certification) === 1) {
        const flipped = await trx
          .updateTable("training_courses")
          .set({ certificate: 1 })
          .where("id", "=", enrolment.id)
          .where("certificate", "=", 0)
          .executeTakeFirst();
        if (Number(flipped.numUpdatedRows) === 1) {
          certified = true;
          pointsAwarded = Number(course.points);
          await trx
            .updateTable("partners")
            .set((eb) => ({
              points: eb("points", "+", pointsAwarded),
              certification_status: "certified",
              updated_at: at,
            }))
            .where("id", "=", partnerId)
            .execute();
          // A certification counts toward the partner's tier at once.
          await evaluatePartnerTier(trx, partnerId, now);
          const users = await trx
            .selectFrom("users")
            .select(["id", "email"])
            .where("partner_id", "=", partnerId)
            .execute();
          for (const user of users) {
            await enqueueMail(
              trx,
              {
                to: user.email,
                ...certifiedMail(enrolment.title, pointsAwarded),
                kind: "training:certified",
                refId: enrolment.id,
                notify: {
                  userId: user.id,
                  message: `You are certified in ${enrolment.title} (+${pointsAwarded} points).`,
                  link: dashboardPath("training", { course: enrolment.id }),
                },
              },
              "transactional",
            );
          }
        }
      }
      const updated = await ownEnrolment(trx, partnerId, enrolment.id);
      return { course: await courseDetail(trx, updated), certified, pointsAwarded };
    });
    if (result.certified) kickMailSender("transactional");
    return result;
  } catch (error) {
    // Two submits of one module at once: the primary key lets one in.
    if (isUniqueViolation(error)) throw new Refusal(409, trainingMessages.alreadyComplete);
    throw error;
  }
}
