// The enquiry endpoint beside a bare JSON route in the same production server (run by
// bench/run.mjs, or alone: `node bench/load-enquiry-vs-bare.mjs http://127.0.0.1:3000 ./data`).
// Rounds alternate between POST /api/health/echo (the same handler wrapper: Origin check,
// body reading and validation, but no database and no mail) and POST /api/contact/submit,
// ROUND_REQUESTS requests each at 50 connections, after a warm-up round of both. Reports
// each round, the ratio of the two throughputs (the enquiry's cost: its rate-limit count,
// its transaction, and the mail sender working in the same process) and both p99s; then
// checks that every accepted enquiry is stored once with its two outbox rows.
// The server needs CONTACT_RATE_LIMIT above the total: every request comes from one address.
import { pathToFileURL } from "node:url";
import { runAmount } from "./autocannon-amount.mjs";
import { benchEnquiry, openStore } from "./load-contact.mjs";
import { TARGETS } from "./targets.mjs";

const ROUND_REQUESTS = Number(process.env.BENCH_ROUND_REQUESTS ?? 5000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
// Every server process compiles both routes on its first requests, and its heap keeps growing
// through the next few thousand (each process's first full collections come about ten seconds
// in): a warm-up as long as a round, for each route, so the rounds measure a settled server.
const WARM_UP_REQUESTS = ROUND_REQUESTS;
const CONNECTIONS = 50;

export default async function measure({ baseUrl, dataDir }) {
  const run = Date.now().toString(36);
  const prefix = `ratio-${run}-`;
  const accepted = [];
  const statuses = { echo: {}, contact: {} };
  let sequence = 0;

  const round = (route, amount) =>
    runAmount({
      url: `${baseUrl}${route === "echo" ? "/api/health/echo" : "/api/contact/submit"}`,
      connections: CONNECTIONS,
      amount,
      timeout: 30,
      requests: [
        {
          method: "POST",
          headers: { "content-type": "application/json" },
          setupRequest: (request, context) => {
            const n = sequence++;
            const body = benchEnquiry(`${prefix}${n}@example.test`, run, n);
            context.email = body.email;
            return { ...request, body: JSON.stringify(body) };
          },
          onResponse: (status, _body, context) => {
            statuses[route][status] = (statuses[route][status] ?? 0) + 1;
            if (route === "contact" && status === 201) accepted.push(context.email);
          },
        },
      ],
    });

  await round("echo", WARM_UP_REQUESTS);
  await round("contact", WARM_UP_REQUESTS);
  const rounds = [];
  for (let i = 0; i < ROUNDS; i += 1) {
    for (const route of ["echo", "contact"]) {
      const result = await round(route, ROUND_REQUESTS);
      const row = {
        route,
        requestsPerSecond: Math.round(result.requestsPerSecond * 10) / 10,
        latencyP50Ms: result.latency.p50,
        latencyP99Ms: result.latency.p99,
        errors: result.errors + result.timeouts,
      };
      rounds.push(row);
      console.log(
        `  round ${i + 1} ${route.padEnd(8)} ${String(row.requestsPerSecond).padStart(8)} req/s   p50 ${row.latencyP50Ms} ms   p99 ${row.latencyP99Ms} ms`,
      );
    }
  }
  const of = (route) => rounds.filter((row) => row.route === route);
  const meanRate = (route) => of(route).reduce((sum, row) => sum + row.requestsPerSecond, 0) / ROUNDS;
  const worstP99 = (route) => Math.max(...of(route).map((row) => row.latencyP99Ms));

  const store = await openStore(dataDir);
  try {
    const rows = await store.enquiries(`${prefix}%`);
    const perEmail = new Map();
    for (const row of rows) perEmail.set(row.email, (perEmail.get(row.email) ?? 0) + 1);
    const outbox = await store.outbox(rows.map((row) => row.id));
    const perEnquiry = new Map(rows.map((row) => [row.id, 0]));
    for (const message of outbox) perEnquiry.set(message.ref_id, (perEnquiry.get(message.ref_id) ?? 0) + 1);
    const summary = {
      roundRequests: ROUND_REQUESTS,
      connections: CONNECTIONS,
      rounds,
      echoRequestsPerSecond: Math.round(meanRate("echo")),
      contactRequestsPerSecond: Math.round(meanRate("contact")),
      ratio: Math.round((meanRate("contact") / meanRate("echo")) * 100) / 100,
      echoP99Ms: worstP99("echo"),
      contactP99Ms: worstP99("contact"),
      statuses,
      accepted: accepted.length,
      missing: accepted.filter((email) => !perEmail.has(email)).length,
      duplicated: [...perEmail.values()].filter((count) => count > 1).length,
      withoutTwoOutboxRows: [...perEnquiry.values()].filter((count) => count !== 2).length,
    };
    summary.ok =
      summary.accepted === ROUNDS * ROUND_REQUESTS + WARM_UP_REQUESTS &&
      summary.missing === 0 &&
      summary.duplicated === 0 &&
      summary.withoutTwoOutboxRows === 0;
    console.log(
      `  throughput ratio (enquiry / bare)               ${summary.ratio}  (target at least ${TARGETS.enquiryRatio})`,
    );
    console.log(
      `  p99 bare / enquiry (ms)                         ${summary.echoP99Ms} / ${summary.contactP99Ms}  (enquiry's target under ${TARGETS.enquiryP99Ms})`,
    );
    console.log(
      `  accepted / missing / duplicated / without 2 mails ${summary.accepted} / ${summary.missing} / ${summary.duplicated} / ${summary.withoutTwoOutboxRows}`,
    );
    console.log(
      `  verdict                                         ${summary.ok ? "OK: every accepted enquiry stored once with its two mails" : "FAILED"}`,
    );
    return summary;
  } finally {
    await store.close();
  }
}

// Stand-alone: node bench/load-enquiry-vs-bare.mjs <baseUrl> <dataDir>
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const [baseUrl = "http://127.0.0.1:3000", dataDir = "./data"] = process.argv.slice(2);
  const summary = await measure({ baseUrl, dataDir });
  process.exit(summary.ok ? 0 : 1);
}
