// `npm test`: every check, in order, stopping at the first failure.
//   lint → type check → unit and integration tests (SQLite, then PostgreSQL when
//   TEST_POSTGRES_URL is set) → production build → end-to-end tests in Chromium.
// Ends with one line counting every test run: "tests: N passed, N failed, N skipped".
import { execSync, spawnSync } from "node:child_process";
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
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  count(report);
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed after ${seconds}s`);
    printTotals();
    process.exit(result.status ?? 1);
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

function vitest(database, url) {
  const report = path.join(reportDir, `vitest-${database}.json`);
  run(
    `unit and integration tests (${database})`,
    "npx",
    ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`],
    {
      env: { DATABASE_URL: url },
      report,
    },
  );
}

ensureChromium();
run("lint (eslint and prettier)", "npm", ["run", "lint"]);
run("type check", "npx", ["tsc", "--noEmit"]);
vitest("SQLite", "");
if (process.env.TEST_POSTGRES_URL) vitest("PostgreSQL", process.env.TEST_POSTGRES_URL);
else
  console.warn(
    "\n⚠ PostgreSQL pass skipped: set TEST_POSTGRES_URL (as .ci/run does) to run the database tests on PostgreSQL too, where the concurrency tests race for real.",
  );
// A build-time APP_URL unlike any the servers run with: the site's address must come from the
// running server's own APP_URL (e2e/support/config.ts), and e2e/marketing/public-address.spec.ts
// and e2e/standalone/public-addresses.spec.ts check this one appears nowhere.
run("production build", "npm", ["run", "build"], { env: { APP_URL: "https://www.finlytic.test" } });
const e2eReport = path.join(reportDir, "e2e.json");
run("end-to-end tests", "npx", ["playwright", "test", "--reporter=list,json"], {
  env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
  report: e2eReport,
});
console.log("\nAll checks passed.");
printTotals();
