import "server-only";
import os from "node:os";
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { getDb, type Database } from "@/lib/server/db";
import { moduleLog } from "@/lib/server/log";
import { MINUTE_MS } from "@/lib/time";
import { releaseLease, takeLease } from "./lease";

// Scheduled work: each process checks every few minutes (and once at start, so a run missed
// while every server was down happens at once) which jobs are due, and runs those whose
// lease it takes. A failed run records nothing: the next check tries again.

export interface ScheduledJob {
  name: string;
  periodMs: number;
  /** Default 30 minutes: a run must finish within it. */
  leaseMs?: number;
  run: () => Promise<unknown>;
}

export const CHECK_EVERY_MS = 5 * MINUTE_MS;
const DEFAULT_LEASE_MS = 30 * MINUTE_MS;

/** This process's name in lease rows: host, pid and a random part (pids repeat across containers). */
export const processOwner = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

/** Runs the job if it is due and this owner takes its lease; true when it ran and succeeded. */
export async function runIfDue(
  db: Kysely<Database>,
  job: ScheduledJob,
  owner = processOwner,
  now = new Date(),
): Promise<boolean> {
  const taken = await takeLease(db, {
    name: job.name,
    owner,
    periodMs: job.periodMs,
    leaseMs: job.leaseMs ?? DEFAULT_LEASE_MS,
    now,
  });
  if (!taken) return false;
  try {
    await job.run();
  } catch (error) {
    await releaseLease(db, job.name, owner);
    throw error;
  }
  await releaseLease(db, job.name, owner, now);
  return true;
}

interface SchedulerState {
  timer?: NodeJS.Timeout;
  running?: Promise<void>;
}

const holder = globalThis as typeof globalThis & { __scheduler?: SchedulerState };

async function checkAll(jobs: ScheduledJob[]): Promise<void> {
  const db = await getDb();
  for (const job of jobs) {
    try {
      if (await runIfDue(db, job)) moduleLog("jobs").info({ job: job.name }, "scheduled job ran");
    } catch (error) {
      moduleLog("jobs").error({ err: error, job: job.name }, "scheduled job failed");
    }
  }
}

/** Starts the checks (once per process); the first one runs now. */
export function startScheduledJobs(jobs: ScheduledJob[], everyMs = CHECK_EVERY_MS): void {
  const state = (holder.__scheduler ??= {});
  if (state.timer || jobs.length === 0) return;
  const tick = () => {
    // A check still under way (a long backup) is not overlapped by the next.
    state.running ??= checkAll(jobs).finally(() => (state.running = undefined));
  };
  state.timer = setInterval(tick, everyMs);
  state.timer.unref();
  tick();
}

/** At shutdown: no new checks; waits for the one under way. */
export async function stopScheduledJobs(): Promise<void> {
  const state = holder.__scheduler;
  if (!state) return;
  clearInterval(state.timer);
  state.timer = undefined;
  await state.running;
}
