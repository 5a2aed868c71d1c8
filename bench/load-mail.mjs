// Mail delivery benchmark (run by bench/run.mjs, or alone: `node bench/load-mail.mjs`).
// An SMTP peer on loopback (smtp-server) that waits 150 ms before each greeting (as a
// hosted relay with TLS does) and 20 ms per message. The application's sender, in its own
// process (bench/mail-sender.ts), gets 4,000 queued bulk messages, then 20 one-time codes
// requested 250 ms apart while the bulk drains. Reports each code's time from request to
// arrival at the peer (p50, p99), the bulk drain rate, and that every message arrived
// exactly once. Then the same with the peer refusing connections for the first
// MAIL_BENCH_OUTAGE_MS (default 60 s; 0 skips it): when the last message arrived, and
// that none was lost or doubled. The sender uses SQLite in a fresh directory unless
// BENCH_MAIL_DATABASE_URL names an empty PostgreSQL database.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { TARGETS } from "./targets.mjs";
import { setTimeout as sleep } from "node:timers/promises";
import { startPeer } from "./smtp-peer.mjs";

const root = path.resolve(import.meta.dirname, "..");
async function freePort() {
  const net = await import("node:net");
  const s = net.createServer();
  await new Promise((resolve) => s.listen(0, "127.0.0.1", resolve));
  const { port } = s.address();
  await new Promise((resolve) => s.close(resolve));
  return port;
}

async function runSender({ smtpPort, env = {} }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-mail-"));
  const child = spawn(
    path.join(root, "node_modules/.bin/tsx"),
    ["--import=./scripts/support/allow-server-only.mjs", "bench/mail-sender.ts"],
    {
      cwd: root,
      stdio: ["ignore", "pipe", "inherit"],
      env: {
        ...process.env,
        NODE_ENV: "production",
        SESSION_SECRET: "bench-session-secret-0123456789abcdef0123",
        APP_URL: "http://127.0.0.1:3199",
        DATA_DIR: dataDir,
        DATABASE_URL: process.env.BENCH_MAIL_DATABASE_URL ?? "",
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        MAIL_POLL_MS: "1000",
        ...env,
      },
    },
  );
  const events = [];
  let buffer = "";
  child.stdout.on("data", (chunk) => {
    buffer += chunk.toString();
    for (let i = buffer.indexOf("\n"); i >= 0; i = buffer.indexOf("\n")) {
      events.push(JSON.parse(buffer.slice(0, i)));
      buffer = buffer.slice(i + 1);
    }
  });
  const code = await new Promise((resolve) => child.on("exit", resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
  return { code, events };
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

function tally(arrivals) {
  const perMessage = new Map();
  for (const a of arrivals) perMessage.set(a.messageId, (perMessage.get(a.messageId) ?? 0) + 1);
  return { distinct: perMessage.size, doubled: [...perMessage.values()].filter((n) => n > 1).length };
}

async function priorityRun() {
  const peer = startPeer();
  const port = await peer.listen();
  const { code, events } = await runSender({ smtpPort: port });
  await peer.close();
  const queued = events.find((e) => e.event === "queued");
  const requests = events.filter((e) => e.event === "code-requested");
  const done = events.find((e) => e.event === "done");
  const codeLatencies = requests.map((r) => {
    const arrival = peer.arrivals.find((a) => a.to === r.to);
    return arrival ? arrival.at - r.at : Infinity;
  });
  const bulk = peer.arrivals.filter((a) => a.to.endsWith("@bulk.example.test"));
  const first = Math.min(...bulk.map((a) => a.at));
  const last = Math.max(...bulk.map((a) => a.at));
  const { distinct, doubled } = tally(peer.arrivals);
  const expected = (queued?.bulk ?? 0) + requests.length;
  return {
    exitCode: code,
    bulkQueued: queued?.bulk ?? 0,
    codes: requests.length,
    codeArrivalP50Ms: percentile(codeLatencies, 50),
    codeArrivalP99Ms: percentile(codeLatencies, 99),
    codeArrivalMaxMs: Math.max(...codeLatencies),
    bulkDrainPerSecond: Number(((bulk.length / Math.max(1, last - first)) * 1000).toFixed(1)),
    bulkDrainedInMs: queued ? last - queued.at : null,
    arrived: peer.arrivals.length,
    distinct,
    doubled,
    lost: expected - distinct,
    statuses: done?.statuses,
    ok: code === 0 && distinct === expected && doubled === 0 && percentile(codeLatencies, 99) < 3000,
  };
}

async function outageRun(outageMs) {
  const port = await freePort();
  const peer = startPeer(port);
  const started = Date.now();
  const up = sleep(outageMs).then(() => peer.listen()); // connections are refused until then
  const { code, events } = await runSender({ smtpPort: port, env: { BENCH_CODE_GAP_MS: "0" } });
  await up;
  await peer.close();
  const queued = events.find((e) => e.event === "queued");
  const requests = events.filter((e) => e.event === "code-requested");
  const { distinct, doubled } = tally(peer.arrivals);
  const expected = (queued?.bulk ?? 0) + requests.length;
  const lastAt = Math.max(...peer.arrivals.map((a) => a.at));
  return {
    exitCode: code,
    outageMs,
    messages: expected,
    lastArrivalAfterStartMs: lastAt - started,
    lastArrivalAfterPeerUpMs: lastAt - started - outageMs,
    arrived: peer.arrivals.length,
    distinct,
    doubled,
    lost: expected - distinct,
    ok: code === 0 && distinct === expected && doubled === 0,
  };
}

export default async function measure() {
  const priority = await priorityRun();
  const rows = [
    ["bulk queued / codes requested", `${priority.bulkQueued} / ${priority.codes}`],
    [
      "code request → arrival p50 / p99 / max (ms)",
      `${priority.codeArrivalP50Ms} / ${priority.codeArrivalP99Ms} / ${priority.codeArrivalMaxMs}  (target under ${TARGETS.codeArrivalMs})`,
    ],
    [
      "bulk drain rate (messages/s)",
      `${priority.bulkDrainPerSecond}  (target ${TARGETS.mailDrainPerSecond} or more)`,
    ],
    ["bulk drained in (ms from queueing)", priority.bulkDrainedInMs],
    [
      "arrived / distinct / doubled / lost",
      `${priority.arrived} / ${priority.distinct} / ${priority.doubled} / ${priority.lost}`,
    ],
    ["verdict", priority.ok ? "OK" : "FAILED"],
  ];
  for (const [label, value] of rows) console.log(`  ${label.padEnd(48)} ${value}`);
  const outageMs = Number(process.env.MAIL_BENCH_OUTAGE_MS ?? 60_000);
  let outage = null;
  if (outageMs > 0) {
    outage = await outageRun(outageMs);
    console.log(`  peer refusing connections for ${outageMs} ms:`);
    console.log(
      `  ${"last arrival after start / after peer up (ms)".padEnd(48)} ${outage.lastArrivalAfterStartMs} / ${outage.lastArrivalAfterPeerUpMs}`,
    );
    console.log(
      `  ${"arrived / distinct / doubled / lost".padEnd(48)} ${outage.arrived} / ${outage.distinct} / ${outage.doubled} / ${outage.lost}`,
    );
    console.log(`  ${"verdict".padEnd(48)} ${outage.ok ? "OK: none lost, none doubled" : "FAILED"}`);
  }
  return { priority, outage, ok: priority.ok && (outage?.ok ?? true) };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const summary = await measure();
  process.exit(summary.ok ? 0 : 1);
}
