// The security headers on every response, including the few Next answers before its own
// routing applies next.config.ts's headers: the 308s that drop a trailing slash (`/about/`)
// and collapse repeated slashes and backslashes (`//about/`, `/\about`) are made inside
// Next's request handler and carry none.
//
// The production entry (scripts/server.mjs) reads the headers next.config.ts gives every
// path ("/:path*") from the build's routes manifest and adds those a response lacks just
// before its head is written; a header a route set itself is left as it is.

/** The headers of next.config.ts's "/:path*" rule, as the build recorded them. */
export function headersForEveryPath(routesManifest) {
  const rule = (routesManifest?.headers ?? []).find((candidate) => candidate.source === "/:path*");
  return (rule?.headers ?? []).map(({ key, value }) => ({ key, value }));
}

/** Gives each response of `server` the `headers` it does not carry already. */
export function securityHeadersOnEveryResponse(server, headers) {
  if (headers.length === 0) return server;
  server.prependListener("request", (_request, response) => {
    const writeHead = response.writeHead;
    // Node writes an implicit head through writeHead as well (end() or a first write()).
    response.writeHead = function writeHeadWithSecurityHeaders(...args) {
      if (!response.headersSent) {
        for (const { key, value } of headers) if (!response.hasHeader(key)) response.setHeader(key, value);
      }
      return writeHead.apply(this, args);
    };
  });
  return server;
}
