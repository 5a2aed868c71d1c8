// Deals list load (run by bench/run.mjs, or alone: `node bench/load-deals.mjs <baseUrl> <dataDir>`
// against a server on SQLite): one partner with 10,000 deals; GET /api/partners/deals at 20
// connections, as the dashboard pages, searches and filters it. Target: p99 under 50 ms.
// Beside it, the same load on GET /api/health/live (a route handler that reads nothing): the
// server's own floor for any API answer on this machine, which the deals figures include.
import { randomUUID } from "node:crypto";
import { spawnSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import autocannon from "autocannon";
import Database from "better-sqlite3";

const root = path.resolve(import.meta.dirname, "..");
const duration = Number(process.env.BENCH_DURATION ?? 10);
const credentials = { email: "bench@partner.finlytic.test", password: "Bench-Partner-2025!" };
/** The deals of the bench's busy partner (this benchmark's and the dashboard's interaction timing). */
export const DEALS = 10_000;
const TARGET_P99_MS = 50;

/**
 * A session token of a demo partner (scripts/seed.ts, seeded in the bench's own database on
 * first use): the busy partner by default, or the one `account` names.
 */
export async function signIn(baseUrl, dataDir, account = credentials) {
  const attempt = () =>
    fetch(`${baseUrl}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(account),
    });
  let response = await attempt();
  if (!response.ok) {
    const seeded = spawnSync(
      "npx",
      ["tsx", "--import=./scripts/support/allow-server-only.mjs", "scripts/seed.ts"],
      {
        cwd: root,
        encoding: "utf8",
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          DEMO_EMAIL: account.email,
          DEMO_PASSWORD: account.password,
        },
      },
    );
    if (seeded.status !== 0) throw new Error(`Seeding the bench partner failed:\n${seeded.stderr}`);
    response = await attempt();
  }
  if (!response.ok) throw new Error(`Sign-in for the deals benchmark failed: ${response.status}`);
  return (await response.json()).token;
}

/** Gives the partner DEALS deals in all (straight into the bench's SQLite database). */
export function seedDeals(dataDir, partnerId) {
  const db = new Database(path.join(dataDir, "app.db"));
  db.pragma("busy_timeout = 5000");
  const existing = db.prepare("select count(*) as n from deals where partner_id = ?").get(partnerId).n;
  const insert = db.prepare(
    "insert into deals (id, partner_id, customer_name, decision_maker_name, decision_maker_email, deal_size_minor, status, stage, protection_expires, created_at, updated_at, customer_website, customer_domain, contact_name) values (?, ?, ?, ?, ?, ?, ?, ?, null, ?, ?, ?, ?, ?)",
  );
  const statuses = ["pending", "approved", "closed_won", "closed_lost", "rejected"];
  const names = [
    "Northwind",
    "Contoso",
    "Fabrikam",
    "Tailspin",
    "Litware",
    "Adventure Works",
    "Wingtip",
    "Proseware",
  ];
  db.transaction(() => {
    for (let i = existing; i < DEALS; i += 1) {
      const at = new Date(Date.UTC(2024, 0, 1) + i * 60_000).toISOString();
      const name = `${names[i % names.length]} ${i}`;
      insert.run(
        randomUUID(),
        partnerId,
        name,
        `Contact ${i}`,
        `c${i}@customer.example`,
        (1000 + (i % 500) * 100) * 100,
        statuses[i % statuses.length],
        "prospecting",
        at,
        at,
        `bench-${i}.example`,
        `bench-${i}.example`,
        `Contact ${i}`,
      );
    }
  })();
  db.close();
}

function summarise(result) {
  return {
    connections: result.connections,
    requests: result.requests.total,
    requestsPerSecond: Number(result.requests.average.toFixed(1)),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** The busy partner's session token, once its DEALS deals are in the database. */
export async function busyPartner(baseUrl, dataDir) {
  const token = await signIn(baseUrl, dataDir);
  const me = await (
    await fetch(`${baseUrl}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } })
  ).json();
  seedDeals(dataDir, me.user.partnerId);
  return token;
}

export default async function measure({ baseUrl, dataDir }) {
  const token = await busyPartner(baseUrl, dataDir);
  const results = {};
  // Every server process compiles the routes on its first requests; measure after that.
  for (const url of [`${baseUrl}/api/health/live`, `${baseUrl}/api/partners/deals?page=2&pageSize=20`]) {
    await autocannon({
      url,
      connections: 20,
      duration: 3,
      timeout: 30,
      headers: { authorization: `Bearer ${token}` },
    });
  }
  const floor = await autocannon({
    url: `${baseUrl}/api/health/live`,
    connections: 20,
    duration,
    timeout: 30,
  });
  results.floor = summarise(floor);
  console.log(
    `floor   (live) p50 ${floor.latency.p50} ms  p99 ${floor.latency.p99} ms  ${floor.requests.average.toFixed(0)} req/s  non-2xx ${floor.non2xx}`,
  );
  for (const [label, query] of [
    ["page", "?page=3&pageSize=20"],
    ["search", "?q=northwind&pageSize=20"],
    ["filter", "?status=approved&pageSize=20&page=10"],
  ]) {
    const run = await autocannon({
      url: `${baseUrl}/api/partners/deals${query}`,
      connections: 20,
      duration,
      timeout: 30,
      headers: { authorization: `Bearer ${token}` },
    });
    results[label] = summarise(run);
    console.log(
      `deals ${label.padEnd(7)} p50 ${run.latency.p50} ms  p99 ${run.latency.p99} ms  ${run.requests.average.toFixed(0)} req/s  non-2xx ${run.non2xx}`,
    );
  }
  // Met when every deals run answers all 2xx, without errors, with p99 under the target.
  const met = ["page", "search", "filter"].every(
    (label) =>
      results[label].latencyP99Ms < TARGET_P99_MS &&
      results[label].non2xx === 0 &&
      results[label].errors === 0,
  );
  console.log(`target: p99 under ${TARGET_P99_MS} ms, all 2xx: ${met ? "met" : "MISSED"}`);
  return { deals: DEALS, targetP99Ms: TARGET_P99_MS, targetMet: met, ...results };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const [baseUrl, dataDir] = process.argv.slice(2);
  console.log(JSON.stringify(await measure({ baseUrl, dataDir }), null, 2));
}
