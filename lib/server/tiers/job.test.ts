import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql, type Kysely } from "kysely";
import { connect, type Connection } from "@/lib/server/db/connect";
import { migrateToLatest } from "@/lib/server/db/migrate";
import { useConnectionForTests } from "@/lib/server/db";
import type { Database } from "@/lib/server/db/schema";
import { runIfDue } from "@/lib/server/jobs/scheduler";
import { DAY_MS } from "@/lib/time";
import { createTestPartner } from "@/test/support/accounts";
import { historyChanges, insertWonDeal, tierMailKinds, useSmallRules } from "@/test/support/tiers";
import { tierEvaluationJob } from "./job";

// The nightly evaluation with two "processes" (two SQLite handles on one file, or two
// PostgreSQL pools on one database) racing: one runs it, the partners are evaluated once
// (one warning each, not two), and a missed night is caught up by one run.
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
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "app-tiers-"));
    first = await connect({ sqliteFile: path.join(dir, "app.db") });
    second = await connect({ sqliteFile: path.join(dir, "app.db") });
    cleanup = async () => fs.rmSync(dir, { recursive: true, force: true });
  }
  await migrateToLatest(first.db as Kysely<unknown>);
  // Fixtures and the dialect check go through the first connection.
  useConnectionForTests(first);
  await useSmallRules(30);
});

afterAll(async () => {
  useConnectionForTests(undefined);
  await first.db.destroy();
  await second.db.destroy();
  await cleanup();
});

/** Partners in Gold whose only won deal fell out of the window long ago: each is due a warning. */
async function partnersBelowTheirTier(count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const { partner } = await createTestPartner();
    await first.db.updateTable("partners").set({ tier: "gold" }).where("id", "=", partner.id).execute();
    await insertWonDeal(first.db as Kysely<Database>, partner.id, 9_000, new Date(Date.now() - 800 * DAY_MS));
    ids.push(partner.id);
  }
  return ids;
}

describe("the nightly tier evaluation", () => {
  it("runs once when two processes race for it, and evaluates each partner once", async () => {
    const ids = await partnersBelowTheirTier(4);
    const night = new Date();
    let runs = 0;
    const jobs = [first, second, first, second].map((connection) => {
      const job = tierEvaluationJob(
        async () => connection.db as Kysely<Database>,
        () => night,
      );
      return { ...job, run: () => ((runs += 1), job.run()) };
    });
    const results = await Promise.all(
      jobs.map((job, i) =>
        runIfDue([first, second][i % 2]!.db as Kysely<Database>, job, `process-${i}`, night),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(runs).toBe(1);
    for (const id of ids) {
      expect(await historyChanges(id)).toEqual(["grace_started"]);
      expect(await tierMailKinds(id)).toEqual(["tier:demotion-warning"]);
    }
  });

  it("does not run again the same night; after nights missed, one run catches up", async () => {
    const ids = await partnersBelowTheirTier(1);
    const job = (connection: Connection, at: Date) =>
      tierEvaluationJob(
        async () => connection.db as Kysely<Database>,
        () => at,
      );
    const night = new Date(Date.now() + 60_000);
    // The first test's run holds the day: nothing runs again within it.
    expect(await runIfDue(second.db as Kysely<Database>, job(second, night), "b", night)).toBe(false);
    expect(await historyChanges(ids[0]!)).toEqual([]);
    // Every server was down for 40 nights: the next start runs once, and the grace periods
    // that ended meanwhile end in that one run.
    const later = new Date(Date.now() + 40 * DAY_MS);
    const runs = await Promise.all([
      runIfDue(first.db as Kysely<Database>, job(first, later), "a", later),
      runIfDue(second.db as Kysely<Database>, job(second, later), "b", later),
    ]);
    expect(runs.filter(Boolean)).toHaveLength(1);
    expect(await historyChanges(ids[0]!)).toEqual(["grace_started"]);
    const earlier = await first.db
      .selectFrom("partner_tier_history")
      .select(["partner_id", "change"])
      .where("change", "=", "demoted")
      .execute();
    // The four partners warned 40 days ago are now demoted, each once.
    expect(earlier).toHaveLength(4);
  });
});
