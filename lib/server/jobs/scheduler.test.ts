import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql, type Kysely } from "kysely";
import { connect, type Connection } from "@/lib/server/db/connect";
import { migrateToLatest } from "@/lib/server/db/migrate";
import type { Database } from "@/lib/server/db/schema";
import { lastRunAt } from "./lease";
import { runIfDue, type ScheduledJob } from "./scheduler";

// Two "processes": two separate connections (two SQLite handles on one file, or two
// PostgreSQL pools on one database) racing for the same job.

let first: Connection;
let second: Connection;
let cleanup: () => Promise<void> = async () => {};

beforeAll(async () => {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `test_${randomUUID().replaceAll("-", "")}`;
    const admin = await connect({ databaseUrl: serverUrl, sqliteFile: "" });
    await sql`create database ${sql.id(name)}`.execute(admin.db);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    first = await connect({ databaseUrl: url.toString(), sqliteFile: "" });
    second = await connect({ databaseUrl: url.toString(), sqliteFile: "" });
    cleanup = async () => {
      await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin.db);
      await admin.db.destroy();
    };
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "app-jobs-"));
    first = await connect({ sqliteFile: path.join(dir, "app.db") });
    second = await connect({ sqliteFile: path.join(dir, "app.db") });
    cleanup = async () => fs.rmSync(dir, { recursive: true, force: true });
  }
  await migrateToLatest(first.db as Kysely<unknown>);
});

afterAll(async () => {
  await first.db.destroy();
  await second.db.destroy();
  await cleanup();
});

const DAY = 24 * 60 * 60_000;

function countingJob(name: string, runs: string[]): ScheduledJob {
  return {
    name,
    periodMs: DAY,
    run: async () => {
      runs.push(name);
      // Long enough for the other process's attempts to overlap the run.
      await new Promise((resolve) => setTimeout(resolve, 30));
    },
  };
}

describe("scheduled jobs", () => {
  it("run once when two processes race, many times over", async () => {
    for (let round = 0; round < 10; round += 1) {
      const runs: string[] = [];
      const job = countingJob(`race-${round}`, runs);
      const attempts = [first, second, first, second].map((c, i) =>
        runIfDue(c.db as Kysely<Database>, job, `owner-${i}`),
      );
      const results = await Promise.all(attempts);
      expect(runs).toHaveLength(1);
      expect(results.filter(Boolean)).toHaveLength(1);
    }
  });

  it("do not run again within the period, and catch up once it has passed", async () => {
    const runs: string[] = [];
    const job = countingJob("daily", runs);
    const start = new Date("2026-01-01T03:00:00Z");
    expect(await runIfDue(first.db, job, "a", start)).toBe(true);
    expect(await runIfDue(second.db, job, "b", new Date(start.getTime() + DAY - 1))).toBe(false);
    // Every server was down for three days: the next start runs it once, not three times.
    const later = new Date(start.getTime() + 3 * DAY);
    expect(await runIfDue(second.db, job, "b", later)).toBe(true);
    expect(await runIfDue(first.db, job, "a", later)).toBe(false);
    expect(runs).toHaveLength(2);
    expect((await lastRunAt(first.db, "daily"))?.toISOString()).toBe(later.toISOString());
  });

  it("leave a failed run due, so the next check tries again", async () => {
    let calls = 0;
    const job: ScheduledJob = {
      name: "flaky",
      periodMs: DAY,
      run: async () => {
        calls += 1;
        if (calls === 1) throw new Error("disk full");
      },
    };
    await expect(runIfDue(first.db, job, "a")).rejects.toThrow("disk full");
    expect(await lastRunAt(first.db, "flaky")).toBeNull();
    expect(await runIfDue(second.db, job, "b")).toBe(true);
    expect(calls).toBe(2);
  });

  it("free a lease whose holder died once it expires", async () => {
    const runs: string[] = [];
    const job: ScheduledJob = { ...countingJob("orphan", runs), leaseMs: 60_000 };
    const now = new Date();
    await first.db
      .insertInto("scheduled_jobs")
      .values({
        name: "orphan",
        last_run_at: null,
        lease_owner: "dead",
        lease_until: new Date(now.getTime() + 30_000).toISOString(),
      })
      .execute();
    expect(await runIfDue(second.db, job, "b", now)).toBe(false);
    expect(await runIfDue(second.db, job, "b", new Date(now.getTime() + 31_000))).toBe(true);
    expect(runs).toHaveLength(1);
  });
});
