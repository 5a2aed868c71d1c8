import fs from "node:fs";
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import path from "node:path";
import zlib from "node:zlib";

// The website's pages draw their first screen from HTML and one stylesheet; Next's scripts (its
// runtime, React, the page's islands: about 136 KB compressed) only make that screen
// interactive. Next starts them from the page's <head>, so on a slow phone they share the
// connection and the main thread with the stylesheet and the first paint. Here a page's
// script tags give way to a small inline loader that adds the same scripts, in the same order
// and still async, once the browser reports its first contentful paint, on the first key or
// pointer press, when the page is not being shown (a tab opened in the background never
// paints), where paint timing is not reported, or after two seconds at the latest.
// The build rewrites the static pages of the (marketing) route group this way
// (scripts/build/scripts-after-paint.ts); the production server rewrites the ones it renders
// per request (`scriptsAfterPaintOn`).

export const LOADER_ID = "scripts-after-paint";
const WAIT_MS = 2000;

// Kept as text, not a function's toString(), so that no compiler can add helpers to it.
export const LOADER_SOURCE = `function (sources, waitMs) {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    for (var i = 0; i < sources.length; i += 1) {
      var script = document.createElement("script");
      script.src = sources[i];
      script.async = true;
      document.head.appendChild(script);
    }
  }
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (document.visibilityState !== "visible" || !types || types.indexOf("paint") < 0) {
    start();
    return;
  }
  new PerformanceObserver(function (list) {
    if (list.getEntriesByName("first-contentful-paint").length) start();
  }).observe({ type: "paint", buffered: true });
  addEventListener("pointerdown", start, { capture: true, once: true });
  addEventListener("keydown", start, { capture: true, once: true });
  setTimeout(start, waitMs);
}`;

const SCRIPT_TAG = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g;
const PRELOAD_TAG = /<link rel="preload" as="script"[^>]* href="(\/_next\/static\/[^"]+\.js)"\/>/g;

/** The page with its Next script tags replaced by the loader (unchanged if it has none, or has the loader). */
export function rewritePage(html: string): string {
  if (html.includes(`id="${LOADER_ID}"`)) return html;
  const sources: string[] = [];
  const take = (_tag: string, source: string) => {
    if (!sources.includes(source)) sources.push(source);
    return "";
  };
  const rewritten = html.replace(PRELOAD_TAG, take).replace(SCRIPT_TAG, take);
  if (sources.length === 0) return html;
  const loader =
    `<script id="${LOADER_ID}">(${LOADER_SOURCE.replace(/\n\s*/g, "")})(` +
    `${JSON.stringify(sources)},${WAIT_MS})</script>`;
  // First in <head>, before the stylesheet: an inline script after a stylesheet would wait for it.
  const headStart = rewritten.indexOf("<head>") + "<head>".length;
  const charset = rewritten.indexOf("<meta", headStart);
  const at = charset === headStart ? rewritten.indexOf(">", charset) + 1 : headStart;
  return rewritten.slice(0, at) + loader + rewritten.slice(at);
}

/** The (marketing) route group's routes from Next's manifests, each with whether the build prerendered it. */
export function marketingRoutes(nextDir: string): { route: string; prerendered: boolean }[] {
  const routes = readJson<Record<string, string>>(nextDir, "app-path-routes-manifest.json");
  const prerendered = readJson<{ routes: Record<string, unknown> }>(nextDir, "prerender-manifest.json");
  return Object.entries(routes)
    .filter(([page]) => page.startsWith("/(marketing)/"))
    .map(([, route]) => ({ route, prerendered: route in prerendered.routes }));
}

/** Whether a path is one of the (marketing) route group's pages that Next renders per request. */
export function perRequestMarketingPage(nextDir: string): (pathname: string) => boolean {
  const perRequest = new Set(marketingRoutes(nextDir).flatMap((r) => (r.prerendered ? [] : [r.route])));
  type Route = { page: string; regex: string };
  const manifest = readJson<{ staticRoutes?: Route[]; dynamicRoutes?: Route[] }>(
    nextDir,
    "routes-manifest.json",
  );
  const patterns = [...(manifest.staticRoutes ?? []), ...(manifest.dynamicRoutes ?? [])]
    .filter((route) => perRequest.has(route.page))
    .map((route) => new RegExp(route.regex));
  return (pathname) => patterns.some((pattern) => pattern.test(pathname));
}

function readJson<T>(nextDir: string, file: string): T {
  return JSON.parse(fs.readFileSync(path.join(nextDir, file), "utf8")) as T;
}

/**
 * The website's pages rendered per request, rewritten as they are answered. For a page request
 * `isPage` accepts (a GET for the document, not the router's data request), Next is asked for an
 * uncompressed answer; a 200 HTML answer is then held whole, rewritten, and compressed here when
 * the browser accepts gzip. Every other request goes to `listener` untouched.
 */
export function scriptsAfterPaintOn(
  listener: RequestListener,
  isPage: (pathname: string) => boolean,
): RequestListener {
  return (request, response) => {
    if (!wantsRewrite(request, isPage)) return listener(request, response);
    const gzip = /\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""));
    delete request.headers["accept-encoding"];
    holdAndRewrite(response, gzip);
    return listener(request, response);
  };
}

function wantsRewrite(request: IncomingMessage, isPage: (pathname: string) => boolean): boolean {
  if (request.method !== "GET" || request.headers.rsc !== undefined) return false;
  const [pathname = "/", query = ""] = (request.url ?? "/").split("?");
  return !/(^|&)_rsc=/.test(query) && isPage(pathname);
}

type Write = (chunk: unknown, encoding?: unknown, callback?: unknown) => boolean;
type End = (chunk?: unknown, encoding?: unknown, callback?: unknown) => ServerResponse;

function holdAndRewrite(response: ServerResponse, gzip: boolean) {
  const chunks: Buffer[] = [];
  const keep = (chunk: unknown, encoding: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === "function") return;
    chunks.push(
      Buffer.isBuffer(chunk)
        ? chunk
        : chunk instanceof Uint8Array
          ? Buffer.from(chunk)
          : Buffer.from(String(chunk), typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"),
    );
  };
  const end = response.end.bind(response) as End;
  const writeHead = response.writeHead;
  // Headers stay open until the whole answer is known: its length and encoding change.
  response.flushHeaders = () => {};
  response.writeHead = ((status: number, ...rest: unknown[]) => {
    response.statusCode = status;
    const headers = rest.find((arg) => typeof arg === "object" && arg !== null);
    if (Array.isArray(headers))
      for (let i = 0; i + 1 < headers.length; i += 2) response.setHeader(headers[i], headers[i + 1]);
    else if (headers)
      for (const [name, value] of Object.entries(headers))
        if (value !== undefined) response.setHeader(name, value);
    return response;
  }) as ServerResponse["writeHead"];
  response.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
    keep(chunk, encoding);
    const done = typeof encoding === "function" ? encoding : callback;
    if (typeof done === "function") process.nextTick(done as () => void);
    return true;
  }) as Write as ServerResponse["write"];
  response.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    keep(chunk, encoding);
    const done = [chunk, encoding, callback].find((arg) => typeof arg === "function") as
      (() => void) | undefined;
    let body = Buffer.concat(chunks);
    const html = /^text\/html/.test(String(response.getHeader("content-type") ?? ""));
    if (response.statusCode === 200 && html) body = Buffer.from(rewritePage(body.toString("utf8")));
    const send = (payload: Buffer, encoding?: string) => {
      if (encoding) response.setHeader("Content-Encoding", encoding);
      response.removeHeader("Transfer-Encoding");
      response.setHeader("Content-Length", payload.length);
      // Node writes the head through writeHead when the body goes out.
      response.writeHead = writeHead;
      end(payload, done);
    };
    // Compressed off the event loop (zlib's thread pool), so other requests go on meanwhile;
    // should compression fail, the page goes as it is.
    if (gzip && body.length > 0)
      zlib.gzip(body, (error, zipped) => (error ? send(body) : send(zipped, "gzip")));
    else send(body);
    return response;
  }) as End as ServerResponse["end"];
}
