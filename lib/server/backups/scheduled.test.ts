import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Kysely } from "kysely";
import { GET as ready } from "@/app/api/health/ready/route";
import { useConnectionForTests } from "@/lib/server/db";
import { connect, type Connection } from "@/lib/server/db/connect";
import { migrateToLatest } from "@/lib/server/db/migrate";
import { resetEnvForTests } from "@/lib/server/env";
import { resetStorageForTests } from "@/lib/server/storage";
import { runIfDue } from "@/lib/server/jobs/scheduler";
import { DAY_MS } from "@/lib/time";
import { backupJob, backupStatus, BACKUP_JOB } from "./scheduled";

// BACKUP_DIR: one backup a day through the job lease, the oldest pruned past BACKUP_KEEP,
// and readiness failing once the last backup is more than two days old.

const saved = {
  DATA_DIR: process.env.DATA_DIR,
  BACKUP_DIR: process.env.BACKUP_DIR,
  BACKUP_KEEP: process.env.BACKUP_KEEP,
  UPLOAD_DIR: process.env.UPLOAD_DIR,
};
let scratch: string;
let connection: Connection;

function setEnv(values: Record<string, string | undefined>) {
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetEnvForTests();
  resetStorageForTests();
}

beforeAll(async () => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), "app-scheduled-backup-"));
  setEnv({
    DATA_DIR: path.join(scratch, "data"),
    BACKUP_DIR: path.join(scratch, "backups"),
    BACKUP_KEEP: "2",
    UPLOAD_DIR: undefined,
  });
  connection = await connect({ sqliteFile: path.join(scratch, "data", "app.db") });
  await migrateToLatest(connection.db as Kysely<unknown>);
  useConnectionForTests(connection);
});

afterAll(async () => {
  useConnectionForTests(undefined);
  await connection.db.destroy();
  setEnv(saved);
  fs.rmSync(scratch, { recursive: true, force: true });
});

describe("scheduled backups", () => {
  it("write one a day, keeping the newest BACKUP_KEEP", async () => {
    const job = backupJob()!;
    const start = Date.parse("2026-03-01T02:00:00Z");
    const written: string[] = [];
    const backups = () =>
      fs.readdirSync(path.join(scratch, "backups")).filter((name) => name.endsWith(".db"));
    for (let day = 0; day < 3; day += 1) {
      expect(await runIfDue(connection.db, job, "a", new Date(start + day * DAY_MS))).toBe(true);
      // The same day again, from another process: not due.
      expect(await runIfDue(connection.db, job, "b", new Date(start + day * DAY_MS + 60_000))).toBe(false);
      written.push(...backups().filter((name) => !written.includes(name)));
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    expect(written).toHaveLength(3);
    expect(backups()).toEqual(written.slice(1));
  });

  it("make readiness fail once the last backup is more than two days old, reporting its age", async () => {
    const setLast = (ms: number) =>
      connection.db
        .updateTable("scheduled_jobs")
        .set({ last_run_at: new Date(Date.now() - ms).toISOString() })
        .where("name", "=", BACKUP_JOB)
        .execute();
    await setLast(DAY_MS);
    const fresh = await ready();
    const freshBody = (await fresh.json()) as {
      checks: Record<string, string>;
      backup: { ageHours: number };
    };
    expect(freshBody.checks.backup).toBe("ok");
    expect(freshBody.backup.ageHours).toBeCloseTo(24, 0);
    await setLast(3 * DAY_MS);
    const stale = await ready();
    const staleBody = (await stale.json()) as {
      checks: Record<string, string>;
      backup: { ageHours: number };
    };
    expect(stale.status).toBe(503);
    expect(staleBody.checks.backup).toBe("failed");
    expect(staleBody.backup.ageHours).toBeCloseTo(72, 0);
  });

  it("give a new server two days for its first backup", async () => {
    await connection.db.deleteFrom("scheduled_jobs").where("name", "=", BACKUP_JOB).execute();
    expect((await backupStatus(Date.now(), DAY_MS)).ok).toBe(true);
    expect((await backupStatus(Date.now(), 3 * DAY_MS)).ok).toBe(false);
  });
});
