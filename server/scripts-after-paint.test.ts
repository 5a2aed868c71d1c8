import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LOADER_ID, LOADER_SOURCE, rewritePage, scriptsAfterPaintOn } from "./scripts-after-paint";
import { page } from "../test/support/next-page";

const loadAfterPaint = new Function(`return (${LOADER_SOURCE})`)() as (
  sources: string[],
  waitMs: number,
) => void;

describe("rewritePage", () => {
  it("replaces the script tags with one loader first in <head>, keeping their order", () => {
    const html = rewritePage(page("<h1>Hello</h1>"));
    expect(html).not.toMatch(/<script src="[^"]+" async="">/);
    expect(html).not.toContain('rel="preload" as="script"');
    expect(html.indexOf(`<script id="${LOADER_ID}">`)).toBe(html.indexOf('<meta charSet="utf-8"/>') + 23);
    expect(html.indexOf(LOADER_ID)).toBeLessThan(html.indexOf("site.css"));
    expect(html).toContain(
      '(["/_next/static/chunks/runtime.js","/_next/static/chunks/react.js","/_next/static/chunks/page.js"],2000)',
    );
    // What is not Next's async script stays where it was.
    expect(html).toContain('<script src="/_next/static/chunks/legacy.js" noModule=""></script>');
    expect(html).toContain("<h1>Hello</h1><script>(self.__next_f=self.__next_f||[]).push([0])</script>");
  });

  it("leaves a page with the loader, or without scripts, as it is", () => {
    const once = rewritePage(page(""));
    expect(rewritePage(once)).toBe(once);
    const plain = "<!DOCTYPE html><html><head><title>x</title></head><body></body></html>";
    expect(rewritePage(plain)).toBe(plain);
  });
});

describe("the loader", () => {
  let observed: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
  let listeners: Record<string, () => void>;
  let timer: (() => void) | undefined;
  let added: string[];

  function run(visibilityState = "visible", supportedEntryTypes = ["paint", "largest-contentful-paint"]) {
    observed = undefined;
    listeners = {};
    timer = undefined;
    added = [];
    class Observer {
      static supportedEntryTypes = supportedEntryTypes;
      constructor(callback: typeof observed) {
        observed = callback;
      }
      observe() {}
    }
    vi.stubGlobal("window", { PerformanceObserver: Observer });
    vi.stubGlobal("PerformanceObserver", Observer);
    vi.stubGlobal("document", {
      visibilityState,
      createElement: () => ({}),
      head: {
        appendChild: (script: { src: string; async: boolean }) => added.push(`${script.src} ${script.async}`),
      },
    });
    vi.stubGlobal("addEventListener", (type: string, listener: () => void) => (listeners[type] = listener));
    vi.stubGlobal("setTimeout", (callback: () => void) => (timer = callback));
    loadAfterPaint(["/a.js", "/b.js"], 2000);
  }
  afterEach(() => vi.unstubAllGlobals());

  const paint = (name: string) => observed?.({ getEntriesByName: (wanted) => (wanted === name ? [{}] : []) });

  it("adds the scripts, async and in order, once the first contentful paint is reported", () => {
    run();
    paint("first-paint");
    expect(added).toEqual([]);
    paint("first-contentful-paint");
    expect(added).toEqual(["/a.js true", "/b.js true"]);
    paint("first-contentful-paint");
    listeners.pointerdown?.();
    timer?.();
    expect(added).toHaveLength(2);
  });

  it("does not wait for a paint after a key or pointer press, or past its time limit", () => {
    for (const trigger of [() => listeners.keydown?.(), () => listeners.pointerdown?.(), () => timer?.()]) {
      run();
      expect(added).toEqual([]);
      trigger();
      expect(added).toEqual(["/a.js true", "/b.js true"]);
    }
  });

  it("adds them at once on a page not being shown, or where paints are not reported", () => {
    run("hidden");
    expect(added).toHaveLength(2);
    run("visible", ["navigation"]);
    expect(added).toHaveLength(2);
  });
});

describe("scriptsAfterPaintOn", () => {
  // A listener that answers as Next does: headers set one by one, then writeHead, the page in
  // chunks, compressed when the request accepts gzip.
  const next: http.RequestListener = (request, response) => {
    const url = request.url ?? "/";
    if (url.startsWith("/data")) {
      response.setHeader("Content-Type", "application/json");
      return response.end("{}");
    }
    const html = page("<h1>Directory</h1>");
    response.setHeader("Content-Type", "text/html; charset=utf-8");
    response.setHeader("Vary", "rsc, Accept-Encoding");
    if (/\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""))) {
      response.writeHead(200, { "Content-Encoding": "gzip" });
      return response.end(zlib.gzipSync(html));
    }
    response.writeHead(url.startsWith("/missing") ? 404 : 200, { "X-Page": "yes" });
    response.flushHeaders();
    response.write(html.slice(0, 100));
    response.write(Buffer.from(html.slice(100, 300)));
    response.end(html.slice(300));
  };
  const isPage = (pathname: string) => pathname === "/directory" || pathname.startsWith("/missing");
  let server: http.Server | undefined;
  afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

  async function get(path: string, headers: Record<string, string> = {}) {
    server ??= http.createServer(scriptsAfterPaintOn(next, isPage));
    if (!server.listening) await new Promise<void>((done) => server!.listen(0, "127.0.0.1", done));
    const { port } = server.address() as AddressInfo;
    return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
      (resolve, reject) =>
        http
          .get({ host: "127.0.0.1", port, path, headers }, (response) => {
            const chunks: Buffer[] = [];
            response.on("data", (chunk: Buffer) => chunks.push(chunk));
            response.on("end", () => {
              const raw = Buffer.concat(chunks);
              const gzip = response.headers["content-encoding"] === "gzip";
              resolve({
                status: response.statusCode ?? 0,
                headers: response.headers,
                body: (gzip ? zlib.gunzipSync(raw) : raw).toString("utf8"),
              });
            });
          })
          .on("error", reject),
    );
  }

  it("rewrites a page rendered per request and compresses it for a browser that accepts gzip", async () => {
    const answer = await get("/directory", { "accept-encoding": "gzip, deflate, br" });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(answer.headers["x-page"]).toBe("yes");
    expect(answer.body).toBe(rewritePage(page("<h1>Directory</h1>")));
    expect(answer.body).toContain(`<script id="${LOADER_ID}">`);
  });

  it("answers uncompressed, with its length, a client that does not ask for gzip", async () => {
    const answer = await get("/directory");
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(Number(answer.headers["content-length"])).toBe(Buffer.byteLength(answer.body));
    expect(answer.body).toBe(rewritePage(page("<h1>Directory</h1>")));
  });

  it("leaves the router's data requests, other paths, other answers and other types alone", async () => {
    const original = page("<h1>Directory</h1>");
    expect((await get("/directory", { rsc: "1" })).body).toBe(original);
    expect((await get("/directory?_rsc=abc")).body).toBe(original);
    expect((await get("/elsewhere")).body).toBe(original);
    const missing = await get("/missing");
    expect(missing.status).toBe(404);
    expect(missing.body).toBe(original);
    expect((await get("/data", { "accept-encoding": "identity" })).body).toBe("{}");
  });
});
