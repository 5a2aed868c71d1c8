// Where a production server process spends its CPU while it takes enquiries:
// `node bench/profile-enquiry.mjs [requests] [outDir]` builds nothing (run `npm run build`
// first), starts one server process (WEB_CONCURRENCY=1) under `node --cpu-prof`, posts
// `requests` distinct enquiries (default 6,000) at 50 connections after a warm-up, stops the
// server gracefully so that it writes its profile, and prints the self time by package and
// the functions with the most self time. Open the .cpuprofile in Chrome DevTools for more.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { SourceMap } from "node:module";
import { setTimeout as sleep } from "node:timers/promises";
import { runAmount } from "./autocannon-amount.mjs";
import { benchEnquiry } from "./load-contact.mjs";

const root = path.resolve(import.meta.dirname, "..");
const requests = Number(process.argv[2] ?? 6000);
const outDir = path.resolve(process.argv[3] ?? fs.mkdtempSync(path.join(os.tmpdir(), "enquiry-profile-")));
const port = Number(process.env.BENCH_PORT ?? 3198);
const baseUrl = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "enquiry-profile-data-"));
fs.mkdirSync(outDir, { recursive: true });

const server = spawn(
  process.execPath,
  ["--cpu-prof", `--cpu-prof-dir=${outDir}`, ".next/standalone/server.js"],
  {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      HOSTNAME: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_URL: baseUrl,
      WEB_CONCURRENCY: "1",
      SESSION_SECRET: "bench-session-secret-0123456789abcdef0123",
      CONTACT_RATE_LIMIT: "1000000",
      ADDRESS_RATE_LIMIT_SCALE: "100",
      // No mail leaves: the profile is the request's own work (rendering included).
      SMTP_URL: "smtp://127.0.0.1:9",
      MAIL_POLL_MS: "600000",
    },
  },
);
for (let i = 0; i < 120; i += 1) {
  if (
    await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
  )
    break;
  await sleep(500);
}
const run = Date.now().toString(36);
let n = 0;
const post = (amount) =>
  runAmount({
    url: `${baseUrl}/api/contact/submit`,
    connections: 50,
    amount,
    requests: [
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        setupRequest: (request) => {
          const i = n++;
          return {
            ...request,
            body: JSON.stringify(benchEnquiry(`profile-${run}-${i}@example.test`, run, i)),
          };
        },
      },
    ],
  });
await post(1000);
const result = await post(requests);
console.log(
  `${Math.round(result.requestsPerSecond)} enquiries/s, p99 ${result.latency.p99} ms (one process)`,
);
server.kill("SIGTERM");
await new Promise((resolve) => server.once("exit", resolve));
fs.rmSync(dataDir, { recursive: true, force: true });

const maps = new Map();
const file = fs
  .readdirSync(outDir)
  .filter((f) => f.endsWith(".cpuprofile"))
  .sort()
  .at(-1);
summarise(JSON.parse(fs.readFileSync(path.join(outDir, file), "utf8")), path.join(outDir, file));

/** The original module of a bundled frame, through the build's source maps (.next/server/chunks/*.map). */
function originalOf(callFrame) {
  const { url, lineNumber, columnNumber } = callFrame;
  const chunk = url.match(/\.next\/server\/(.+\.js)$/)?.[1];
  if (!chunk) return url ? path.basename(url) : callFrame.functionName;
  const map = sourceMap(chunk);
  const entry = map?.findEntry(lineNumber, columnNumber);
  const source = entry?.originalSource ?? chunk;
  return (
    source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ??
    source.replace(/^.*?\[project\]\//, "").replace(/^turbopack:\/+/, "")
  );
}
function sourceMap(chunk) {
  if (!maps.has(chunk)) {
    const file = path.join(root, ".next/server", `${chunk}.map`);
    maps.set(chunk, fs.existsSync(file) ? new SourceMap(JSON.parse(fs.readFileSync(file, "utf8"))) : null);
  }
  return maps.get(chunk);
}

function summarise(profile, where) {
  const selfUs = new Map();
  profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const total = [...selfUs.values()].reduce((a, b) => a + b, 0);
  const byModule = new Map();
  const byFunction = new Map();
  // Inclusive time of each module: a sample counts once for every module on its stack.
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const moduleOf = new Map(profile.nodes.map((node) => [node.id, originalOf(node.callFrame)]));
  const inclusive = new Map();
  for (const [id, us] of selfUs) {
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) seen.add(moduleOf.get(at));
    for (const name of seen) inclusive.set(name, (inclusive.get(name) ?? 0) + us);
    const node = nodes.get(id);
    const name = moduleOf.get(id);
    byModule.set(name, (byModule.get(name) ?? 0) + us);
    const key = `${node.callFrame.functionName || "(anonymous)"} ${name}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + us);
  }
  const top = (map, count) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, us]) => `  ${((us / total) * 100).toFixed(1).padStart(5)} %  ${name}`)
      .join("\n");
  console.log(`Profile: ${where}\nSelf time by package or module:\n${top(byModule, 20)}`);
  console.log(`Time with the package or module on the stack:\n${top(inclusive, 25)}`);
  console.log(`Functions with the most self time:\n${top(byFunction, 15)}`);
}
