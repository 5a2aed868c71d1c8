// `npm run local`: builds the site and serves it on http://localhost:3000 with the
// embedded defaults (SQLite under ./data, emails written to ./data/mail).
import { spawnSync, spawn } from "node:child_process";
import pretty from "pino-pretty";

const port = process.env.PORT ?? "3000";
// The server's public address (sitemap, canonical links, email links, Origin checks), read
// when it runs: this machine unless APP_URL says otherwise.
const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: "1",
  APP_URL: process.env.APP_URL ?? `http://localhost:${port}`,
};
// What the server runs with: production rules, and a local session secret unless one is set.
const serverEnv = {
  ...env,
  NODE_ENV: "production",
  HOSTNAME: "127.0.0.1",
  PORT: port,
  SESSION_SECRET: process.env.SESSION_SECRET ?? "local-only-session-secret-0123456789abcdef",
  LOG_MAIL_LINKS: process.env.LOG_MAIL_LINKS ?? "true",
};

// A bad setting is said before the build, in the words the server itself would use.
const check = spawnSync(
  "npx",
  ["tsx", "--import=./scripts/support/allow-server-only.mjs", "scripts/check-settings.ts"],
  { stdio: "inherit", env: serverEnv },
);
if (check.status !== 0) process.exit(check.status ?? 1);

const build = spawnSync("npm", ["run", "build"], { stdio: "inherit", env });
if (build.status !== 0) process.exit(build.status ?? 1);

// The demo partner (idempotent), so a first start shows a living dashboard.
const seed = spawnSync(
  "npx",
  ["tsx", "--import=./scripts/support/allow-server-only.mjs", "scripts/seed.ts"],
  {
    stdio: "inherit",
    env,
  },
);
if (seed.status !== 0) process.exit(seed.status ?? 1);

console.log(`\nServing on http://localhost:${port}  (Ctrl+C to stop)`);
// The server writes JSON lines (pino); here they are made readable for a person. The
// links of emails written to data/mail are logged too: this is one developer's machine.
const server = spawn(process.execPath, [".next/standalone/server.js"], {
  stdio: ["inherit", "pipe", "inherit"],
  env: serverEnv,
});
server.stdout.pipe(
  pretty({
    colorize: process.stdout.isTTY,
    translateTime: "SYS:HH:MM:ss",
    ignore: "pid,hostname",
    singleLine: true,
    destination: 1,
  }),
);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
