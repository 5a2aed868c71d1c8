// `npm test`: every check, in order, stopping at the first failure.
//   lint → type check → unit and integration tests (SQLite, then PostgreSQL when
//   TEST_POSTGRES_URL is set) → production build → end-to-end tests in Chromium.
import { execSync, spawnSync } from "node:child_process";
import fs from "node:fs";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };

function run(title, command, args, extraEnv = {}) {
  console.log(`\n▶ ${title}: ${command} ${args.join(" ")}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...env, ...extraEnv } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed after ${seconds}s`);
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

ensureChromium();
run("lint", "npx", ["eslint", "."]);
run("type check", "npx", ["tsc", "--noEmit"]);
run("unit and integration tests (SQLite)", "npx", ["vitest", "run"], { DATABASE_URL: "" });
if (process.env.TEST_POSTGRES_URL) {
  run("unit and integration tests (PostgreSQL)", "npx", ["vitest", "run"], { DATABASE_URL: process.env.TEST_POSTGRES_URL });
}
run("production build", "npx", ["next", "build"]);
run("end-to-end tests", "npx", ["playwright", "test"]);
console.log("\nAll checks passed.");
