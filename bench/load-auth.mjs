// Sign-in and dashboard load against the production server (run by bench/run.mjs):
//   1. argon2id hashes per second on one core (m=19456 KiB, t=2, p=1): the bound on sign-ins;
//   2. POST /api/auth/login at 20 connections, each request signing in one of 20 users of the
//      bench partner in turn (sign-in limits count per account: 20 requests racing for one
//      account would measure the limiter, not the sign-in);
//   3. GET /api/partners/dashboard with a bearer token at 50 connections.
// The demo partner is seeded into the server's database first (npm run db:seed).
import { spawnSync } from "node:child_process";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { hash } from "@node-rs/argon2";
import Database from "better-sqlite3";

const root = path.resolve(import.meta.dirname, "..");
const duration = Number(process.env.BENCH_DURATION ?? 10);
const credentials = { email: "bench@partner.finlytic.test", password: "Bench-Partner-2025!" };
const SIGN_IN_USERS = 20;

/** The bench partner's user copied SIGN_IN_USERS times (same password, emails login-N@...). */
function signInUsers(dataDir) {
  const db = new Database(path.join(dataDir, "app.db"));
  db.pragma("busy_timeout = 5000");
  const user = db.prepare("select * from users where email = ?").get(credentials.email);
  const columns = Object.keys(user);
  const insert = db.prepare(
    `insert or ignore into users (${columns.join(", ")}) values (${columns.map(() => "?").join(", ")})`,
  );
  const emails = Array.from({ length: SIGN_IN_USERS }, (_, i) => `login-${i}@partner.finlytic.test`);
  db.transaction(() => {
    for (const email of emails)
      insert.run(
        ...columns.map((column) =>
          column === "id" ? `bench-login-${email}` : column === "email" ? email : user[column],
        ),
      );
  })();
  db.close();
  return emails;
}

async function argon2PerCore() {
  const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };
  await hash("warm-up", options);
  const started = performance.now();
  let count = 0;
  // Sequential: one hash at a time runs on one core.
  while (performance.now() - started < 3000) {
    await hash(`password-${count}`, options);
    count += 1;
  }
  return Number(((count * 1000) / (performance.now() - started)).toFixed(1));
}

function summarise(result) {
  return {
    connections: result.connections,
    durationSeconds: result.duration,
    requests: result.requests.total,
    requestsPerSecond: Number(result.requests.average.toFixed(1)),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export default async function measure({ baseUrl, dataDir }) {
  const seeded = spawnSync(
    "npx",
    ["tsx", "--import=./scripts/support/allow-server-only.mjs", "scripts/seed.ts"],
    {
      cwd: root,
      encoding: "utf8",
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DEMO_EMAIL: credentials.email,
        DEMO_PASSWORD: credentials.password,
      },
    },
  );
  if (seeded.status !== 0) throw new Error(`Seeding the bench partner failed:\n${seeded.stderr}`);

  const hashesPerSecondPerCore = await argon2PerCore();

  const signIn = await fetch(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(credentials),
  });
  if (!signIn.ok) throw new Error(`Sign-in for the dashboard benchmark failed: ${signIn.status}`);
  const { token } = await signIn.json();

  const emails = signInUsers(dataDir);
  let next = 0;
  const login = await autocannon({
    url: `${baseUrl}/api/auth/login`,
    connections: 20,
    duration,
    // 20 sign-ins queue behind a few argon2 hashes at a time: allow a long wait, count only real failures.
    timeout: 30,
    requests: [
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({ email: emails[next++ % emails.length], password: credentials.password }),
        }),
      },
    ],
  });
  const dashboard = await autocannon({
    url: `${baseUrl}/api/partners/dashboard`,
    connections: 50,
    duration,
    timeout: 30,
    headers: { authorization: `Bearer ${token}` },
  });

  const results = {
    cpuCores: os.availableParallelism(),
    argon2: { hashesPerSecondPerCore, parameters: "argon2id m=19456 KiB, t=2, p=1" },
    login: summarise(login),
    dashboard: summarise(dashboard),
  };
  console.log(`argon2id: ${hashesPerSecondPerCore} hashes/s per core (${results.cpuCores} cores)`);
  console.log("endpoint                          conn   req/s    p50 ms   p99 ms   errors  non-2xx");
  for (const [name, row] of [
    ["POST /api/auth/login", results.login],
    ["GET /api/partners/dashboard", results.dashboard],
  ]) {
    console.log(
      `${name.padEnd(32)} ${String(row.connections).padStart(5)} ${String(row.requestsPerSecond).padStart(7)} ${String(row.latencyP50Ms).padStart(9)} ${String(row.latencyP99Ms).padStart(8)} ${String(row.errors).padStart(8)} ${String(row.non2xx).padStart(8)}`,
    );
  }
  return results;
}
