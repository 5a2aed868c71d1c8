// Load benchmark for POST /api/contact/submit (run by bench/run.mjs, or alone:
// `node bench/load-contact.mjs http://127.0.0.1:3000 ./data`).
// autocannon posts 2,000 valid, distinct enquiries over 50 connections; then the
// database must hold every accepted (201) enquiry exactly once, each with exactly one
// inbox notification and one confirmation in the outbox, and the sender must drain them.
// The server needs CONTACT_RATE_LIMIT above 2,000: every request comes from one address.
import { setTimeout as sleep } from "node:timers/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { runAmount } from "./autocannon-amount.mjs";

const TOTAL = 2000;
const CONNECTIONS = 50;
const DRAIN_TIMEOUT_MS = 180_000;

/** A valid, distinct enquiry: number `n` of the bench run `run`. */
export function benchEnquiry(email, run, n) {
  return {
    fullName: `Bench Visitor ${n}`,
    email,
    company: "Load Test Ltd",
    industry: "Banking",
    companySize: "51-200",
    message: `Load test enquiry ${run} number ${n}`,
    source: "Contact Page",
  };
}

export default async function measure({ baseUrl, dataDir }) {
  const run = Date.now().toString(36);
  const prefix = `bench-${run}-`;
  const accepted = [];
  const statuses = {};
  let sequence = 0;

  const result = await runAmount({
    url: `${baseUrl}/api/contact/submit`,
    connections: CONNECTIONS,
    amount: TOTAL,
    timeout: 30,
    requests: [
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        // Called before each request; the context travels with it to onResponse.
        setupRequest: (request, context) => {
          const n = sequence++;
          context.email = `${prefix}${n}@example.test`;
          return { ...request, body: JSON.stringify(benchEnquiry(context.email, run, n)) };
        },
        onResponse: (status, _body, context) => {
          statuses[status] = (statuses[status] ?? 0) + 1;
          if (status === 201) accepted.push(context.email);
        },
      },
    ],
  });

  const store = await openStore(dataDir);
  try {
    const rows = await store.enquiries(`${prefix}%`);
    const stored = new Map();
    for (const row of rows) stored.set(row.email, [...(stored.get(row.email) ?? []), row.id]);
    const missing = accepted.filter((email) => !stored.has(email)).length;
    const duplicated = [...stored.values()].filter((ids) => ids.length > 1).length;
    const acknowledged = new Set(accepted);
    const unacknowledged = [...stored.keys()].filter((email) => !acknowledged.has(email)).length;

    const ids = rows.map((row) => row.id);
    const started = Date.now();
    let outbox = await store.outbox(ids);
    while (outbox.some((m) => m.status !== "sent") && Date.now() - started < DRAIN_TIMEOUT_MS) {
      await sleep(500);
      outbox = await store.outbox(ids);
    }
    const perEnquiry = new Map(ids.map((id) => [id, []]));
    for (const message of outbox) perEnquiry.get(message.ref_id)?.push(message.kind);
    const outboxWrong = [...perEnquiry.values()].filter(
      (kinds) =>
        kinds.length !== 2 ||
        !kinds.includes("contact:notification") ||
        !kinds.includes("contact:confirmation"),
    ).length;
    const unsent = outbox.filter((m) => m.status !== "sent").length;

    const summary = {
      requests: result.requests.total,
      connections: CONNECTIONS,
      requestsPerSecond: Math.round(result.requestsPerSecond),
      latencyP50Ms: result.latency.p50,
      latencyP99Ms: result.latency.p99,
      errors: result.errors + result.timeouts,
      statuses,
      accepted: accepted.length,
      stored: rows.length,
      missing,
      duplicated,
      unacknowledged,
      outboxMessages: outbox.length,
      outboxWrong,
      mailUnsent: unsent,
      mailDrainedInMs: unsent === 0 ? Date.now() - started : null,
      ok: accepted.length > 0 && missing === 0 && duplicated === 0 && outboxWrong === 0 && unsent === 0,
    };
    printTable(summary);
    if ((statuses[429] ?? 0) > 0)
      console.log("  note: 429 answers: start the server with CONTACT_RATE_LIMIT=100000");
    return summary;
  } finally {
    await store.close();
  }
}

/** Reads what the server wrote: PostgreSQL when DATABASE_URL is set, else the SQLite file. */
export async function openStore(dataDir) {
  if (process.env.DATABASE_URL) {
    const { default: pg } = await import("pg");
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    return {
      enquiries: async (like) =>
        (await client.query("select id, email from contact_enquiries where email like $1", [like])).rows,
      outbox: async (ids) =>
        (await client.query("select ref_id, kind, status from outbox where ref_id = any($1)", [ids])).rows,
      close: () => client.end(),
    };
  }
  const { default: Database } = await import("better-sqlite3");
  const db = new Database(path.join(dataDir, "app.db"), { readonly: true, fileMustExist: true });
  const outbox = (ids) => {
    const rows = [];
    // SQLite limits bound parameters per statement; ask in slices.
    for (let i = 0; i < ids.length; i += 500) {
      const slice = ids.slice(i, i + 500);
      const marks = slice.map(() => "?").join(",");
      rows.push(
        ...db.prepare(`select ref_id, kind, status from outbox where ref_id in (${marks})`).all(...slice),
      );
    }
    return rows;
  };
  return {
    enquiries: async (like) =>
      db.prepare("select id, email from contact_enquiries where email like ?").all(like),
    outbox: async (ids) => outbox(ids),
    close: async () => db.close(),
  };
}

function printTable(s) {
  const rows = [
    ["requests / connections", `${s.requests} / ${s.connections}`],
    ["requests per second", s.requestsPerSecond],
    ["latency p50 / p99 (ms)", `${s.latencyP50Ms} / ${s.latencyP99Ms}`],
    ["status codes", JSON.stringify(s.statuses)],
    ["accepted (201) / stored", `${s.accepted} / ${s.stored}`],
    ["missing / duplicated / stored unacknowledged", `${s.missing} / ${s.duplicated} / ${s.unacknowledged}`],
    ["outbox messages / enquiries without exactly 2", `${s.outboxMessages} / ${s.outboxWrong}`],
    ["mail unsent / drained in (ms)", `${s.mailUnsent} / ${s.mailDrainedInMs ?? "not drained"}`],
    ["verdict", s.ok ? "OK: none lost, none duplicated" : "FAILED"],
  ];
  for (const [label, value] of rows) console.log(`  ${label.padEnd(48)} ${value}`);
}

// Stand-alone: node bench/load-contact.mjs <baseUrl> <dataDir>
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const [baseUrl = "http://127.0.0.1:3000", dataDir = "./data"] = process.argv.slice(2);
  const summary = await measure({ baseUrl, dataDir });
  process.exit(summary.ok ? 0 : 1);
}
