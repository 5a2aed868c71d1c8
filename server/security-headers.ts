// The security headers on every response, including the few Next answers before its own
// routing applies next.config.ts's headers: the 308s that drop a trailing slash (`/about/`)
// and collapse repeated slashes and backslashes (`//about/`, `/\about`) are made inside
// Next's request handler and carry none.
//
// The production entry (server/server.ts) adds the headers next.config.ts gives every path
// ("/:path*") to each response that lacks them, just before its head is written; a header a
// route set itself is left as it is.
//
// So this layer alone sets them in production: the build step (scripts/build/standalone-server.ts)
// moves that rule out of the standalone server's routes manifest into a file of its own.
// Next would otherwise apply it too, on every request compiling each header value as a
// path template (the policy's "data:" reads to it as a parameter): about 50 µs a request.
// `next dev` runs without this layer and keeps Next's own handling of the rule.
import fs from "node:fs";
import type { Server } from "node:http";

/** The file beside the standalone server.js that holds those headers. */
export const SECURITY_HEADERS_FILE = "security-headers.json";

const EVERY_PATH = "/:path*";

export interface HeaderPair {
  key: string;
  value: string;
}

/** The part of the build's routes manifest (.next/routes-manifest.json) read here. */
interface HeaderRules {
  headers?: { source: string; headers?: HeaderPair[] }[];
}

/** The headers of next.config.ts's "/:path*" rule, as the build recorded them. */
export function headersForEveryPath(routesManifest: HeaderRules | undefined): HeaderPair[] {
  const rule = (routesManifest?.headers ?? []).find((candidate) => candidate.source === EVERY_PATH);
  return (rule?.headers ?? []).map(({ key, value }) => ({ key, value }));
}

/**
 * Moves the "/:path*" rule of the routes manifest `manifestFile` into `headersFile`. A second
 * run finds the rule gone and leaves the file as it is.
 */
export function moveEveryPathHeaders(manifestFile: string, headersFile: string): void {
  const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8")) as HeaderRules;
  const headers = headersForEveryPath(manifest);
  if (headers.length === 0) return;
  fs.writeFileSync(headersFile, `${JSON.stringify(headers, null, 2)}\n`);
  manifest.headers = (manifest.headers ?? []).filter((rule) => rule.source !== EVERY_PATH);
  fs.writeFileSync(manifestFile, JSON.stringify(manifest));
}

/** The headers `moveEveryPathHeaders` wrote; a server without them must not start. */
export function readEveryPathHeaders(headersFile: string): HeaderPair[] {
  if (!fs.existsSync(headersFile)) {
    throw new Error(
      `${headersFile} is missing: build the server with npm run build, which writes the security headers there.`,
    );
  }
  return JSON.parse(fs.readFileSync(headersFile, "utf8")) as HeaderPair[];
}

/** Gives each response of `server` the `headers` it does not carry already. */
export function securityHeadersOnEveryResponse<S extends Server>(server: S, headers: HeaderPair[]): S {
  if (headers.length === 0) return server;
  server.prependListener("request", (_request, response) => {
    const writeHead = response.writeHead;
    // Node writes an implicit head through writeHead as well (end() or a first write()).
    response.writeHead = function writeHeadWithSecurityHeaders(this: typeof response, ...args: unknown[]) {
      if (!response.headersSent) {
        for (const { key, value } of headers) if (!response.hasHeader(key)) response.setHeader(key, value);
      }
      return Reflect.apply(writeHead, this, args) as typeof response;
    } as typeof writeHead;
  });
  return server;
}
