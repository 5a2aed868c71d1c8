// Analytics at scale (run by bench/run.mjs, or alone: `node bench/load-analytics.mjs`): the
// generated programme of 1,000 partners, 100,000 deals and 200,000 ledger lines, written in
// bulk into a fresh SQLite file and a fresh PostgreSQL database, then every chart read 20
// times for each of five filters (bench/analytics-timing.ts). Target: p95 under 300 ms per
// chart and database. Timed in process (the query and conversion work of
// GET /api/admin/analytics/{chart}), so the figures leave out the HTTP round trip.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "..");
export const TARGET_P95_MS = 300;

export default async function measure() {
  const run = spawnSync(
    "npx",
    ["tsx", "--import=./scripts/support/allow-server-only.mjs", "bench/analytics-timing.ts"],
    { cwd: root, encoding: "utf8", env: process.env, maxBuffer: 16 * 1024 * 1024 },
  );
  if (run.status !== 0) throw new Error(`The analytics timing failed:\n${run.stderr}`);
  const result = JSON.parse(run.stdout.trim().split("\n").at(-1));
  for (const database of ["sqlite", "postgres"]) {
    const figures = result[database];
    if (!figures?.charts) {
      console.log(`  ${database}: ${figures?.skipped ?? "not measured"}`);
      continue;
    }
    console.log(`  ${database}: fixture written in ${figures.fixtureSeconds} s`);
    for (const [chart, timing] of Object.entries(figures.charts))
      console.log(
        `    ${chart.padEnd(12)} p95 ${String(timing.p95Ms).padStart(7)} ms  max ${timing.maxMs} ms`,
      );
  }
  return { ...result, targetP95Ms: TARGET_P95_MS };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href)
  console.log(JSON.stringify(await measure()));
