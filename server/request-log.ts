// One log line per API request, written by the production server (server/server.ts) when
// the response is finished or the client goes away: request id, method, route, status and
// duration. The route is the route file's pattern (/api/partners/claim/verify-token/[token]),
// never the path itself, whose segments can hold one-time tokens; no query string, header
// or body is logged.
//
// The request id is the client's (or the load balancer's) X-Request-Id when it looks like
// one, otherwise a fresh UUID. It is set on the request, so the application's own log lines
// carry it (lib/api/handler.ts), and echoed in the response's X-Request-Id header.
import { randomUUID } from "node:crypto";
import type { Server } from "node:http";
import type { Logger } from "pino";

const SANE_ID = /^[A-Za-z0-9._:@-]{1,128}$/;

/** The incoming id when it is sane (printable, short), otherwise a new one. */
export function requestIdFrom(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return typeof value === "string" && SANE_ID.test(value) ? value : randomUUID();
}

/** The part of the build's routes manifest (.next/routes-manifest.json) read here. */
export interface RoutesManifest {
  staticRoutes?: { page: string; regex: string }[];
  dynamicRoutes?: { page: string; regex: string }[];
}

/** Maps a path to its route pattern with the build's routes manifest. */
export function routeMatcher(routesManifest: RoutesManifest | undefined): (pathname: string) => string {
  const routes = [...(routesManifest?.staticRoutes ?? []), ...(routesManifest?.dynamicRoutes ?? [])]
    .filter((route) => route.page.startsWith("/api/") || route.page === "/api")
    .map((route) => ({ page: route.page, regex: new RegExp(route.regex) }));
  return (pathname) => routes.find((route) => route.regex.test(pathname))?.page ?? "(no route)";
}

/** Logs each finished /api request of `server` through `logger` (pino). */
export function logApiRequests<S extends Server>(
  server: S,
  logger: Logger,
  routeOf: (pathname: string) => string,
): S {
  server.prependListener("request", (request, response) => {
    const pathname = (request.url ?? "/").split("?")[0] ?? "/";
    if (!pathname.startsWith("/api/") && pathname !== "/api") return;
    const started = process.hrtime.bigint();
    const reqId = requestIdFrom(request.headers["x-request-id"]);
    request.headers["x-request-id"] = reqId;
    response.setHeader("X-Request-Id", reqId);
    let logged = false;
    const done = () => {
      if (logged) return;
      logged = true;
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const line: Record<string, unknown> = {
        reqId,
        method: request.method,
        route: routeOf(pathname),
        status: response.statusCode,
        ms: Math.round(ms * 10) / 10,
      };
      // A response that never finished: the client went away (or the server is stopping).
      if (!response.writableFinished) Object.assign(line, { aborted: true });
      const level = response.statusCode >= 500 ? "error" : "info";
      logger[level](line, "request");
    };
    response.once("finish", done);
    response.once("close", done);
  });
  return server;
}
