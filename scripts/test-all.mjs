// `npm test`: every check, in order, stopping at the first failure.
//   lint → type check → unit and integration tests (SQLite, then PostgreSQL when
//   TEST_POSTGRES_URL is set) → production build → end-to-end tests in Chromium.
// Ends with one line counting every test run: "tests: N passed, N failed, N skipped".
import { execSync, spawn, spawnSync } from "node:child_process";
import readline from "node:readline";
import fs from "node:fs";
import path from "node:path";
import os from "node:os";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const baseEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), "test-reports-"));
const totals = { passed: 0, failed: 0, skipped: 0 };

/** Adds the counts of a vitest or Playwright JSON report to the totals. */
function count(file) {
  if (!file || !fs.existsSync(file)) return;
  const report = JSON.parse(fs.readFileSync(file, "utf8"));
  if (report.stats) {
    totals.passed += report.stats.expected + report.stats.flaky;
    totals.failed += report.stats.unexpected;
    totals.skipped += report.stats.skipped;
  } else {
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
  }
}

function printTotals() {
  console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
}

function run(title, command, args, { env = {}, report } = {}) {
  console.log(`\n▶ ${title}: ${command} ${args.join(" ")}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...baseEnv, ...env } });
  count(report);
  finish(title, started, result.status);
}

/** Ends a stage: its time, and on a failure the totals so far and the exit. */
function finish(title, started, status) {
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (status !== 0) {
    console.error(`\n✖ ${title} failed after ${seconds}s`);
    printTotals();
    process.exit(status ?? 1);
  }
  console.log(`✔ ${title} (${seconds}s)`);
}

function ensureChromium() {
  if (fs.existsSync(chromium)) return;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (isRoot && fs.existsSync("/usr/bin/apt-get")) {
    console.log("Chromium is missing: installing Debian's chromium package…");
    execSync("apt-get update && apt-get install -y chromium", { stdio: "inherit" });
    return;
  }
  console.error(
    `Chromium was not found at ${chromium}. Install it (Debian/Ubuntu: sudo apt-get install chromium) ` +
      "or point CHROMIUM_PATH at a Chrome or Chromium binary.",
  );
  process.exit(1);
}

function vitest(database, { url = "", files = [], databaseLog = "" } = {}) {
  const report = path.join(reportDir, `vitest-${database}.json`);
  run(
    `unit and integration tests (${database})`,
    "npx",
    ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`, ...files],
    { env: { DATABASE_URL: url, TEST_DATABASE_FILES: databaseLog }, report },
  );
}

/**
 * The test files the PostgreSQL pass runs: those that opened a database in the SQLite pass
 * (test/setup.ts lists them) and those that read DATABASE_URL themselves, whose PostgreSQL-only
 * tests may open nothing on SQLite. The rest run no code whose outcome depends on the database.
 */
function databaseTestFiles(databaseLog) {
  const opened = fs.readFileSync(databaseLog, "utf8").split("\n").filter(Boolean);
  const listed = execSync("git ls-files -z -- '*.test.ts'", { encoding: "utf8" }).split("\0").filter(Boolean);
  const readsUrl = listed.filter((file) =>
    fs.readFileSync(file, "utf8").includes("process.env.DATABASE_URL"),
  );
  return [...new Set([...opened.map((file) => path.relative(process.cwd(), file)), ...readsUrl])].sort();
}

/**
 * The end-to-end suite in `shards` Playwright runs at once, each with its own servers, mail sink
 * and data directory (E2E_PORT_BASE apart): the specs share one server and one database within a
 * run, and most of a spec's time is spent waiting for the browser and the server.
 */
async function endToEnd(shards) {
  console.log(`\n▶ end-to-end tests: ${shards} Playwright runs at once`);
  const started = Date.now();
  const base = Number(process.env.E2E_PORT_BASE ?? 3100);
  const runs = Array.from({ length: shards }, (_, index) => {
    const report = path.join(reportDir, `e2e-${index + 1}.json`);
    const args = ["playwright", "test", "--reporter=list,json", `--shard=${index + 1}/${shards}`];
    const child = spawn("npx", args, {
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...baseEnv, PLAYWRIGHT_JSON_OUTPUT_NAME: report, E2E_PORT_BASE: String(base + 600 * index) },
    });
    const prefix = `[e2e ${index + 1}/${shards}] `;
    for (const stream of [child.stdout, child.stderr]) {
      readline.createInterface({ input: stream }).on("line", (line) => console.log(prefix + line));
    }
    return new Promise((resolve) => child.on("close", (status) => resolve({ status, report })));
  });
  const results = await Promise.all(runs);
  results.forEach(({ report }) => count(report));
  finish("end-to-end tests", started, results.every(({ status }) => status === 0) ? 0 : 1);
}

ensureChromium();
run("lint (eslint and prettier)", "npm", ["run", "lint"]);
run("type check", "npx", ["tsc", "--noEmit"]);
const databaseLog = path.join(reportDir, "database-files.txt");
fs.writeFileSync(databaseLog, "");
vitest("SQLite", { databaseLog });
if (process.env.TEST_POSTGRES_URL)
  vitest("PostgreSQL", { url: process.env.TEST_POSTGRES_URL, files: databaseTestFiles(databaseLog) });
else
  console.warn(
    "\n⚠ PostgreSQL pass skipped: set TEST_POSTGRES_URL (as .ci/run does) to run the database tests on PostgreSQL too, where the concurrency tests race for real.",
  );
// A build-time APP_URL unlike any the servers run with: the site's address must come from the
// running server's own APP_URL (e2e/support/config.ts), and e2e/marketing/public-address.spec.ts
// and e2e/standalone/public-addresses.spec.ts check this one appears nowhere.
// The type check above covered every file the build compiles (TYPES_CHECKED, next.config.ts).
run("production build", "npm", ["run", "build"], {
  env: { APP_URL: "https://www.finlytic.test", TYPES_CHECKED: "1" },
});
await endToEnd(Number(process.env.E2E_SHARDS ?? 2));
console.log("\nAll checks passed.");
printTotals();
