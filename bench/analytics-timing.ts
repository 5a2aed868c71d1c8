// The analytics at scale (run by bench/load-analytics.mjs, or alone:
// `npx tsx --import=./scripts/support/allow-server-only.mjs bench/analytics-timing.ts`): a
// generated programme of 1,000 partners, 100,000 deals and 200,000 ledger lines written in
// bulk into a fresh SQLite file and a fresh PostgreSQL database (BENCH_DATABASE_URL, else
// DATABASE_URL, else the local server; skipped when none answers), then each chart read
// repeatedly for several filters. Prints one JSON object: per database and chart, the p95
// and the slowest request in milliseconds.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { sql, type Kysely } from "kysely";
import { readChart } from "@/lib/server/analytics/charts";
import { connect, type Connection } from "@/lib/server/db/connect";
// Renamed locally: not a React hook, but the hooks lint rule goes by the "use" prefix.
import { useConnectionForTests as setConnection } from "@/lib/server/db";
import { migrateToLatest } from "@/lib/server/db/migrate";
import { analyticsCharts, type AnalyticsFilter } from "@/lib/validation/analytics";
import { generateProgramme, insertProgramme } from "@/test/support/analytics-programme";

const SIZE = { partners: 1_000, deals: 100_000, ledgerLines: 200_000, today: "2026-11-15" };
const RUNS = Number(process.env.BENCH_ANALYTICS_RUNS ?? 20);
const now = new Date(`${SIZE.today}T23:00:00Z`);

function filters(partnerId: string): AnalyticsFilter[] {
  return [
    { from: "2026-08-18", to: SIZE.today },
    { from: "2025-11-16", to: SIZE.today },
    { from: "2025-07-01", to: SIZE.today, tier: "gold" },
    { from: "2025-11-16", to: SIZE.today, country: "DE" },
    { from: "2025-11-16", to: SIZE.today, partnerId },
  ];
}

const p95 = (times: number[]) => [...times].sort((a, b) => a - b)[Math.ceil(times.length * 0.95) - 1]!;

async function measure(connection: Connection, fresh = true) {
  const programme = generateProgramme(SIZE);
  const started = performance.now();
  if (fresh) await insertProgramme(connection.db, programme);
  const fixtureSeconds = Math.round((performance.now() - started) / 100) / 10;
  if (connection.dialect === "postgres") await sql`analyze`.execute(connection.db);
  setConnection(connection);
  const charts: Record<string, { p95Ms: number; maxMs: number; requests: number }> = {};
  const busiest = programme.deals[0]!.partner_id;
  for (const chart of analyticsCharts) {
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1)
      for (const filter of filters(busiest)) {
        const start = performance.now();
        await readChart(chart, filter, now);
        times.push(performance.now() - start);
      }
    charts[chart] = {
      p95Ms: Math.round(p95(times) * 10) / 10,
      maxMs: Math.round(Math.max(...times) * 10) / 10,
      requests: times.length,
    };
  }
  setConnection(undefined);
  return { fixtureSeconds, charts };
}

async function sqlite() {
  // Developers: BENCH_ANALYTICS_SQLITE=<file> keeps the fixture in that file between runs.
  const kept = process.env.BENCH_ANALYTICS_SQLITE;
  if (kept) {
    const fresh = !fs.existsSync(kept);
    const connection = await connect({ sqliteFile: kept });
    await migrateToLatest(connection.db as Kysely<unknown>);
    try {
      return await measure(connection, fresh);
    } finally {
      await connection.db.destroy();
    }
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-analytics-"));
  const connection = await connect({ sqliteFile: path.join(dir, "app.db") });
  try {
    await migrateToLatest(connection.db as Kysely<unknown>);
    return await measure(connection);
  } finally {
    await connection.db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function postgres() {
  const serverUrl =
    process.env.BENCH_DATABASE_URL ??
    process.env.DATABASE_URL ??
    "postgres://app:app@127.0.0.1:5432/postgres";
  const admin = await connect({ databaseUrl: serverUrl, sqliteFile: "" });
  const name = `bench_${randomUUID().replaceAll("-", "")}`;
  try {
    await sql`create database ${sql.id(name)}`.execute(admin.db);
  } catch (error) {
    await admin.db.destroy();
    return { skipped: `PostgreSQL not reachable: ${(error as Error).message}` };
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const connection = await connect({ databaseUrl: url.toString(), sqliteFile: "" });
  try {
    await migrateToLatest(connection.db as Kysely<unknown>);
    return await measure(connection);
  } finally {
    await connection.db.destroy();
    await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin.db);
    await admin.db.destroy();
  }
}

const only = process.env.BENCH_ANALYTICS_DATABASES?.split(",") ?? ["sqlite", "postgres"];
const result: Record<string, unknown> = { size: SIZE, runsPerFilter: RUNS, filters: 5 };
if (only.includes("sqlite")) result.sqlite = await sqlite();
if (only.includes("postgres")) result.postgres = await postgres();
process.stdout.write(`${JSON.stringify(result)}\n`);
