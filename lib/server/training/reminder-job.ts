import "server-only";
import type { Kysely } from "kysely";
import { getDb, type Database } from "@/lib/server/db";
import { DAY_MS } from "@/lib/time";
import { Refusal } from "@/lib/refusal";
import { runIfDue, type ScheduledJob } from "@/lib/server/jobs/scheduler";
import { sendTrainingReminders, type ReminderOutcome } from "./reminders";

// The daily training reminders, under the scheduler's lease: once a day across every
// process and instance. A day missed while every server was down is caught up by the next
// start (a course stalled is still stalled; the weekly limit is per user and course).

export const TRAINING_REMINDER_JOB_NAME = "training:reminders";

export function trainingReminderJob(
  database: () => Promise<Kysely<Database>> = getDb,
  clock: () => Date = () => new Date(),
): ScheduledJob {
  return {
    name: TRAINING_REMINDER_JOB_NAME,
    // A little under a day, so a check every few minutes keeps the run at about the same hour.
    periodMs: DAY_MS - 10 * 60_000,
    run: async () => sendTrainingReminders(await database(), clock()),
  };
}

/**
 * `npm run admin -- send-training-reminders`: the daily run at once, under the same lease
 * (so not beside a run under way elsewhere); it counts as the day's run.
 */
export async function sendTrainingRemindersNow(now = new Date()): Promise<ReminderOutcome | undefined> {
  const db = await getDb();
  let outcome: ReminderOutcome | undefined;
  const job: ScheduledJob = {
    ...trainingReminderJob(
      async () => db,
      () => now,
    ),
    periodMs: 0,
    run: async () => (outcome = await sendTrainingReminders(db, now)),
  };
  const ran = await runIfDue(db, job, `admin-cli:${process.pid}`, now);
  if (!ran)
    throw new Refusal(409, "Training reminders are being sent by another process; try again in a minute.");
  return outcome;
}
