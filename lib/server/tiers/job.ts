import "server-only";
import type { Kysely } from "kysely";
import { getDb, type Database } from "@/lib/server/db";
import { DAY_MS } from "@/lib/time";
import { Refusal } from "@/lib/refusal";
import { runIfDue, type ScheduledJob } from "@/lib/server/jobs/scheduler";
import { evaluateAllTiers } from "./evaluate";

// The nightly tier evaluation: the trailing windows move every day (a deal won 12 months ago
// stops counting, a grace period ends) even when nothing happens to a partner. It runs under
// the scheduler's lease, so once a day across every process and instance; after a night
// missed while every server was down, the next start runs it (the figures are measured at
// that moment, so one run catches up).

export const TIER_JOB_NAME = "tiers:evaluate";

export function tierEvaluationJob(
  database: () => Promise<Kysely<Database>> = getDb,
  clock: () => Date = () => new Date(),
): ScheduledJob {
  return {
    name: TIER_JOB_NAME,
    // A little under a day, so a check every few minutes keeps the run at about the same hour.
    periodMs: DAY_MS - 10 * 60_000,
    run: async () => evaluateAllTiers(await database(), clock()),
  };
}

/**
 * `npm run admin -- evaluate-tiers`: the nightly run at once, under the same lease (so not
 * beside a run under way elsewhere); it counts as the day's run.
 */
export async function evaluateTiersNow(now = new Date()) {
  const db = await getDb();
  let outcome: Awaited<ReturnType<typeof evaluateAllTiers>> | undefined;
  const job: ScheduledJob = {
    ...tierEvaluationJob(
      async () => db,
      () => now,
    ),
    periodMs: 0,
    run: async () => (outcome = await evaluateAllTiers(db, now)),
  };
  const ran = await runIfDue(db, job, `admin-cli:${process.pid}`, now);
  if (!ran)
    throw new Refusal(409, "A tier evaluation is under way in another process; try again in a minute.");
  return outcome;
}
