import "server-only";
import type { Kysely } from "kysely";
import type { Database } from "@/lib/server/db";
import { enqueueMail, kickMailSender } from "@/lib/server/mail";
import { dashboardPath } from "@/lib/portal-routes";
import { DAY_MS, HOUR_MS } from "@/lib/time";
import { catalogCourseByKey, courseModules } from "./catalog";
import { reminderMail } from "./emails";

// Training reminders: a course a partner started (a module done) and then left for a week
// (no module done in the last 7 days, some still to do) is brought back to each of the
// company's users, at most once a week per user and course. The email obeys the user's
// "Training reminders" switch (its kind starts with "training:"); the bell's line is
// written either way, as for every partner notification.

/** Both how long a course must sit untouched and how long until the same user hears again. */
export const REMINDER_INTERVAL_MS = 7 * DAY_MS;

interface StalledCourse {
  enrolmentId: string;
  partnerId: string;
  title: string;
  done: number;
  total: number;
}

/** The started, unfinished courses of active partners with no module completed since `cutoff`. */
async function stalledCourses(db: Kysely<Database>, cutoff: string): Promise<StalledCourse[]> {
  const candidates = await db
    .selectFrom("training_completions")
    .innerJoin("training_courses", "training_courses.id", "training_completions.enrolment_id")
    .innerJoin("partners", "partners.id", "training_courses.partner_id")
    .select([
      "training_courses.id",
      "training_courses.partner_id",
      "training_courses.title",
      "training_courses.onboarding_key",
    ])
    .where("partners.status", "=", "active")
    .groupBy([
      "training_courses.id",
      "training_courses.partner_id",
      "training_courses.title",
      "training_courses.onboarding_key",
    ])
    .having((eb) => eb.fn.max("training_completions.completed_at"), "<=", cutoff)
    .execute();
  const stalled: StalledCourse[] = [];
  for (const enrolment of candidates) {
    const course = enrolment.onboarding_key
      ? await catalogCourseByKey(db, enrolment.onboarding_key)
      : undefined;
    const modules = course ? await courseModules(db, course.id) : [];
    if (modules.length === 0) continue;
    const completed = await db
      .selectFrom("training_completions")
      .select("module_id")
      .where("enrolment_id", "=", enrolment.id)
      .execute();
    const doneIds = new Set(completed.map((row) => row.module_id));
    const done = modules.filter((part) => doneIds.has(part.id)).length;
    if (done === 0 || done === modules.length) continue;
    stalled.push({
      enrolmentId: enrolment.id,
      partnerId: enrolment.partner_id,
      title: enrolment.title,
      done,
      total: modules.length,
    });
  }
  return stalled;
}

export interface ReminderOutcome {
  /** Reminders recorded (each with its bell line). */
  reminded: number;
  /** Of those, the emails queued (the rest were switched off). */
  emailed: number;
}

/**
 * Reminds every partner user of each stalled course of their company. A reminder is
 * claimed by one conditional upsert of (user, course) (inserted, or moved on when the last
 * is at least a week old) in the transaction that queues it, so a repeated or racing run
 * sends nothing more.
 */
export async function sendTrainingReminders(
  db: Kysely<Database>,
  now = new Date(),
): Promise<ReminderOutcome> {
  const at = now.toISOString();
  const cutoff = new Date(now.getTime() - REMINDER_INTERVAL_MS).toISOString();
  // The daily run may start a few minutes earlier than the day before: an hour's slack keeps
  // the next reminder on the seventh day rather than the eighth.
  const resendCutoff = new Date(now.getTime() - REMINDER_INTERVAL_MS + HOUR_MS).toISOString();
  const outcome: ReminderOutcome = { reminded: 0, emailed: 0 };
  for (const course of await stalledCourses(db, cutoff)) {
    const users = await db
      .selectFrom("users")
      .select(["id", "email"])
      .where("partner_id", "=", course.partnerId)
      .where("role", "=", "partner")
      // An erased person keeps a row for the records, with an address that cannot receive mail.
      .where("email", "not like", "%@erased.invalid")
      .execute();
    for (const user of users) {
      await db.transaction().execute(async (trx) => {
        const claimed = await trx
          .insertInto("training_reminders")
          .values({ user_id: user.id, enrolment_id: course.enrolmentId, sent_at: at })
          .onConflict((oc) =>
            oc
              .columns(["user_id", "enrolment_id"])
              .doUpdateSet({ sent_at: at })
              .where("training_reminders.sent_at", "<=", resendCutoff),
          )
          .executeTakeFirst();
        if (Number(claimed.numInsertedOrUpdatedRows ?? 0) !== 1) return;
        outcome.reminded += 1;
        const id = await enqueueMail(
          trx,
          {
            to: user.email,
            ...reminderMail(course.title, course.done, course.total),
            kind: "training:reminder",
            refId: course.enrolmentId,
            notify: {
              userId: user.id,
              message: `Pick up where you left off: ${course.title} (${course.done} of ${course.total} modules).`,
              link: dashboardPath("training", { course: course.enrolmentId }),
            },
          },
          "bulk",
        );
        if (id) outcome.emailed += 1;
      });
    }
  }
  if (outcome.emailed > 0) kickMailSender("bulk");
  return outcome;
}
