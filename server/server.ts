// The production server: `npm run build` compiles server/ into .next/standalone, this module
// as its server.js, and keeps Next's own standalone server beside it as next-server.js. It is
// what `npm start`, `npm run local`, the end-to-end tests, the bench and a deployment run.
//
// Before starting Next it (1) makes every server Next creates take the client's address from
// the connection (see client-address.ts) and give every response the security headers of
// next.config.ts (see security-headers.ts) and answer an address no route should see (see
// address-checks.ts), and (2) resolves DATA_DIR and UPLOAD_DIR against
// the folder it was started from, because Next's standalone server changes into its own.
//
// It also (3) logs one JSON line per API request with its request id (see request-log.ts),
// (4) stops gracefully on SIGTERM and SIGINT (see graceful-shutdown.ts) and (5) runs
// WEB_CONCURRENCY server processes on the one port, by default one per core (see
// cluster.ts). (6) Every server keeps idle kept-alive connections open for
// KEEP_ALIVE_TIMEOUT_MS, longer than a load balancer in front keeps its own (see keep-alive.ts).
// (7) A page that cannot read the database answers 503 (see database-unavailable.ts).
import cluster from "node:cluster";
import fs from "node:fs";
import os from "node:os";
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import nextEnv from "@next/env";
import pino from "pino";
import { trustConnectionAddress } from "./client-address.js";
import { runPrimary } from "./cluster.js";
import { shutdownController } from "./graceful-shutdown.js";
import { logOptions } from "./log-options.js";
import { logApiRequests, routeMatcher, type RoutesManifest } from "./request-log.js";
import {
  readEveryPathHeaders,
  securityHeadersOnEveryResponse,
  SECURITY_HEADERS_FILE,
} from "./security-headers.js";
import { refusingBadAddresses } from "./address-checks.js";
import { perRequestMarketingPage, scriptsAfterPaintOn } from "./scripts-after-paint.js";
import { unavailablePageOn } from "./database-unavailable.js";
import { connectionTimeouts, DEFAULT_KEEP_ALIVE_TIMEOUT_MS, keepingIdleConnections } from "./keep-alive.js";

const baseLogger = pino(logOptions(), pino.destination({ fd: 1, sync: true }));
const logger = baseLogger.child({ module: "server" });
const wholeNumber = (name: string, fallback: string, min: number): number => {
  const value = Number(process.env[name] || fallback);
  if (Number.isInteger(value) && value >= min) return value;
  logger.fatal(`${name} must be a whole number (${min} or more), not "${process.env[name]}".`);
  process.exit(1);
};
const hops = wholeNumber("TRUST_PROXY_HOPS", "0", 0);
const shutdownTimeoutMs = wholeNumber("SHUTDOWN_TIMEOUT_MS", "8000", 0);
const processes = wholeNumber("WEB_CONCURRENCY", String(os.availableParallelism()), 1);
const timeouts = (() => {
  const ms = wholeNumber("KEEP_ALIVE_TIMEOUT_MS", String(DEFAULT_KEEP_ALIVE_TIMEOUT_MS), 1);
  try {
    return connectionTimeouts(ms);
  } catch (error) {
    logger.fatal((error as Error).message);
    process.exit(1);
  }
})();
// Next's own variable for the same would override ours after the server is created.
delete process.env.KEEP_ALIVE_TIMEOUT;
process.env.DATA_DIR = path.resolve(process.env.DATA_DIR || "data");
if (process.env.UPLOAD_DIR) process.env.UPLOAD_DIR = path.resolve(process.env.UPLOAD_DIR);

// Every setting checked before anything listens: a misconfigured server exits, one line per
// bad setting, rather than answer 500 on every route (the health checks included).
// The .env files Next would read are read first, as Next reads them.
if (cluster.isPrimary) {
  // Next's standalone server sets production on its first line: the check judges by its rules.
  Object.assign(process.env, { NODE_ENV: "production" });
  nextEnv.loadEnvConfig(import.meta.dirname, false);
  const { settingsProblems } = (await import(
    pathToFileURL(path.join(import.meta.dirname, "settings-check.js")).href
  )) as { settingsProblems: (source: NodeJS.ProcessEnv) => string[] };
  const problems = settingsProblems(process.env);
  if (problems.length > 0) {
    for (const line of problems) process.stderr.write(`Invalid setting ${line}\n`);
    logger.fatal(`The server did not start: ${problems.length} invalid setting(s).`);
    process.exit(1);
  }
}

if (processes > 1 && cluster.isPrimary) {
  await runPrimary({ workers: processes, logger: baseLogger.child({ module: "cluster" }) });
} else {
  await serve();
}

async function serve() {
  const routesManifest = JSON.parse(
    fs.readFileSync(path.join(import.meta.dirname, ".next/routes-manifest.json"), "utf8"),
  ) as RoutesManifest;
  const securityHeaders = readEveryPathHeaders(path.join(import.meta.dirname, SECURITY_HEADERS_FILE));
  const routeOf = routeMatcher(routesManifest);
  const marketingPageRenderedPerRequest = perRequestMarketingPage(path.join(import.meta.dirname, ".next"));
  const shutdown = shutdownController({ logger, timeoutMs: shutdownTimeoutMs });
  const createServer = http.createServer;
  http.createServer = function createTrustedServer(this: unknown, ...args: unknown[]) {
    const listener = args.at(-1);
    if (typeof listener === "function")
      args[args.length - 1] = refusingBadAddresses(
        unavailablePageOn(
          scriptsAfterPaintOn(listener as http.RequestListener, marketingPageRenderedPerRequest),
        ),
      );
    const server = keepingIdleConnections(
      trustConnectionAddress(Reflect.apply(createServer, this, args) as http.Server, hops),
      timeouts,
    );
    return shutdown.track(
      logApiRequests(securityHeadersOnEveryResponse(server, securityHeaders), logger, routeOf),
    );
  } as typeof http.createServer;
  // Ours instead of Next's, which exits at once with 143 (see graceful-shutdown.ts).
  process.env.NEXT_MANUAL_SIG_HANDLE = "true";
  for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => void shutdown.stop(signal));

  // Next's own standalone server, which the build keeps beside this one.
  await import(pathToFileURL(path.join(import.meta.dirname, "next-server.js")).href);
}
