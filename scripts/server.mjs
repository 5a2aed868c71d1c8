// The production server: `npm run build` installs this file as .next/standalone/server.js
// and keeps Next's own standalone server beside it as next-server.js. It is what `npm start`,
// `npm run local`, the end-to-end tests, the bench and a deployment run.
//
// Before starting Next it (1) makes every server Next creates take the client's address from
// the connection (see client-address.mjs) and give every response the security headers of
// next.config.ts (see security-headers.mjs) and answer an address no route should see (see
// address-checks.mjs), and (2) resolves DATA_DIR and UPLOAD_DIR against
// the folder it was started from, because Next's standalone server changes into its own.
//
// It also (3) logs one JSON line per API request with its request id (see request-log.mjs),
// (4) stops gracefully on SIGTERM and SIGINT (see graceful-shutdown.mjs) and (5) runs
// WEB_CONCURRENCY server processes on the one port, by default one per core (see
// cluster.mjs).
import cluster from "node:cluster";
import fs from "node:fs";
import os from "node:os";
import http from "node:http";
import path from "node:path";
import pino from "pino";
import { trustConnectionAddress } from "./client-address.mjs";
import { runPrimary } from "./cluster.mjs";
import { shutdownController } from "./graceful-shutdown.mjs";
import { logOptions } from "./log-options.mjs";
import { logApiRequests, routeMatcher } from "./request-log.mjs";
import { readEveryPathHeaders, securityHeadersOnEveryResponse, SECURITY_HEADERS_FILE } from "./security-headers.mjs";
import { refusingBadAddresses } from "./address-checks.mjs";

const baseLogger = pino(logOptions(), pino.destination({ fd: 1, sync: true }));
const logger = baseLogger.child({ module: "server" });
const wholeNumber = (name, fallback, min) => {
  const value = Number(process.env[name] || fallback);
  if (Number.isInteger(value) && value >= min) return value;
  logger.fatal(`${name} must be a whole number (${min} or more), not "${process.env[name]}".`);
  process.exit(1);
};
const hops = wholeNumber("TRUST_PROXY_HOPS", "0", 0);
const shutdownTimeoutMs = wholeNumber("SHUTDOWN_TIMEOUT_MS", "8000", 0);
const processes = wholeNumber("WEB_CONCURRENCY", String(os.availableParallelism()), 1);
process.env.DATA_DIR = path.resolve(process.env.DATA_DIR || "data");
if (process.env.UPLOAD_DIR) process.env.UPLOAD_DIR = path.resolve(process.env.UPLOAD_DIR);

if (processes > 1 && cluster.isPrimary) {
  await runPrimary({ workers: processes, logger: baseLogger.child({ module: "cluster" }) });
} else {
  await serve();
}

async function serve() {
  const routesManifest = JSON.parse(
    fs.readFileSync(path.join(import.meta.dirname, ".next/routes-manifest.json"), "utf8"),
  );
  const securityHeaders = readEveryPathHeaders(path.join(import.meta.dirname, SECURITY_HEADERS_FILE));
  const routeOf = routeMatcher(routesManifest);
  const shutdown = shutdownController({ logger, timeoutMs: shutdownTimeoutMs });
  const createServer = http.createServer;
  http.createServer = function createTrustedServer(...args) {
    if (typeof args.at(-1) === "function") args[args.length - 1] = refusingBadAddresses(args.at(-1));
    const server = trustConnectionAddress(createServer.apply(this, args), hops);
    return shutdown.track(
      logApiRequests(securityHeadersOnEveryResponse(server, securityHeaders), logger, routeOf),
    );
  };
  // Ours instead of Next's, which exits at once with 143 (see graceful-shutdown.mjs).
  process.env.NEXT_MANUAL_SIG_HANDLE = "true";
  for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => void shutdown.stop(signal));

  await import("./next-server.js");
}
