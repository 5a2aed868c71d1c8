// Runs after `next build` (see the "build" script). The website's static pages draw their
// first screen from HTML and one stylesheet; Next's scripts (its runtime, React, the page's
// islands: about 136 KB compressed) only make that screen interactive. Next starts them from
// the page's <head>, so on a slow phone they share the connection and the main thread with
// the stylesheet and the first paint. This step moves the start of those scripts to just
// after the first contentful paint: each static page of the (marketing) route group gets a
// small inline loader in place of its script tags, which adds the same scripts, in the same
// order and still async, once the browser reports its first contentful paint, on the first
// key or pointer press, when the page is not being shown (a tab opened in the background
// never paints), or after two seconds at the latest. Pages rendered per request, the portal
// and the console keep Next's tags. Idempotent: a page that has the loader is left alone.
import fs from "node:fs";
import path from "node:path";

export const LOADER_ID = "scripts-after-paint";

/** The inline loader, run as the page is parsed; `sources` are the page's script URLs in order. */
export function loadAfterPaint(sources, waitMs) {
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
}

const WAIT_MS = 2000;
const SCRIPT_TAG = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g;
const PRELOAD_TAG = /<link rel="preload" as="script"[^>]* href="(\/_next\/static\/[^"]+\.js)"\/>/g;

/** The page with its Next script tags replaced by the loader (unchanged if it has none, or has the loader). */
export function rewritePage(html) {
  if (html.includes(`id="${LOADER_ID}"`)) return html;
  const sources = [];
  const take = (_tag, source) => {
    if (!sources.includes(source)) sources.push(source);
    return "";
  };
  const rewritten = html.replace(PRELOAD_TAG, take).replace(SCRIPT_TAG, take);
  if (sources.length === 0) return html;
  const loader =
    `<script id="${LOADER_ID}">(${loadAfterPaint.toString().replace(/\n\s*/g, "")})(` +
    `${JSON.stringify(sources)},${WAIT_MS})</script>`;
  // First in <head>, before the stylesheet: an inline script after a stylesheet would wait for it.
  const headStart = rewritten.indexOf("<head>") + "<head>".length;
  const charset = rewritten.indexOf("<meta", headStart);
  const at = charset === headStart ? rewritten.indexOf(">", charset) + 1 : headStart;
  return rewritten.slice(0, at) + loader + rewritten.slice(at);
}

/** The static pages of the (marketing) route group: their HTML file names in the server's app folder. */
export function marketingPages(nextDir) {
  const routes = JSON.parse(fs.readFileSync(path.join(nextDir, "app-path-routes-manifest.json"), "utf8"));
  const prerendered = JSON.parse(fs.readFileSync(path.join(nextDir, "prerender-manifest.json"), "utf8"));
  return Object.entries(routes)
    .filter(([page, route]) => page.startsWith("/(marketing)/") && route in prerendered.routes)
    .map(([, route]) => `${route === "/" ? "index" : route.slice(1)}.html`);
}

if (process.argv[1] === import.meta.filename) {
  const nextDir = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, "../../.next"));
  // The standalone server serves its own copy of the pages.
  const appDirs = [
    path.join(nextDir, "server/app"),
    path.join(nextDir, "standalone/.next/server/app"),
  ].filter((dir) => fs.existsSync(dir));
  const pages = marketingPages(nextDir);
  let changed = 0;
  for (const dir of appDirs)
    for (const page of pages) {
      const file = path.join(dir, page);
      const html = fs.readFileSync(file, "utf8");
      const rewritten = rewritePage(html);
      if (rewritten === html) continue;
      fs.writeFileSync(file, rewritten);
      changed += 1;
    }
  console.log(
    `scripts after paint: ${changed} page(s) of ${pages.length} rewritten in ${appDirs.length} folder(s)`,
  );
}
