import "server-only";
import type { Kysely } from "kysely";
import type { Database } from "@/lib/server/db";

// A job runs in the process that takes its lease: one conditional UPDATE that succeeds only
// while the lease is free (or expired) and the last successful run is older than the period.
// On PostgreSQL a second UPDATE racing the first waits for its commit and then finds the
// condition false; on SQLite writers are serialised. Either way one process wins.

export interface LeaseRequest {
  name: string;
  /** Who asks (process and instance): only the holder may record the run or release. */
  owner: string;
  periodMs: number;
  /** Longer than any run: a process that died mid-run frees the job when it expires. */
  leaseMs: number;
  now?: Date;
}

/** Takes the job's lease when a run is due; false when it is not due or another process holds it. */
export async function takeLease(db: Kysely<Database>, request: LeaseRequest): Promise<boolean> {
  const now = request.now ?? new Date();
  const at = now.toISOString();
  await db
    .insertInto("scheduled_jobs")
    .values({ name: request.name, last_run_at: null, lease_owner: null, lease_until: null })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  const dueBefore = new Date(now.getTime() - request.periodMs).toISOString();
  const result = await db
    .updateTable("scheduled_jobs")
    .set({ lease_owner: request.owner, lease_until: new Date(now.getTime() + request.leaseMs).toISOString() })
    .where("name", "=", request.name)
    .where((eb) => eb.or([eb("last_run_at", "is", null), eb("last_run_at", "<=", dueBefore)]))
    .where((eb) => eb.or([eb("lease_until", "is", null), eb("lease_until", "<", at)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Frees the lease; with `ranAt`, records a successful run (the next is due a period later). */
export async function releaseLease(
  db: Kysely<Database>,
  name: string,
  owner: string,
  ranAt?: Date,
): Promise<void> {
  await db
    .updateTable("scheduled_jobs")
    .set({ lease_owner: null, lease_until: null, ...(ranAt ? { last_run_at: ranAt.toISOString() } : {}) })
    .where("name", "=", name)
    .where("lease_owner", "=", owner)
    .execute();
}

/** When the job last ran successfully (null: never). */
export async function lastRunAt(db: Kysely<Database>, name: string): Promise<Date | null> {
  const row = await db
    .selectFrom("scheduled_jobs")
    .select("last_run_at")
    .where("name", "=", name)
    .executeTakeFirst();
  return row?.last_run_at ? new Date(row.last_run_at) : null;
}
