import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LOADER_ID, loadAfterPaint, rewritePage } from "./scripts-after-paint.mjs";

const script = path.join(import.meta.dirname, "scripts-after-paint.mjs");

const page = (body: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta name="viewport" content="x"/>` +
  `<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>` +
  `<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/runtime.js"/>` +
  `<script src="/_next/static/chunks/react.js" async=""></script>` +
  `<script src="/_next/static/chunks/page.js" async=""></script>` +
  `<script src="/_next/static/chunks/legacy.js" noModule=""></script></head>` +
  `<body>${body}<script>(self.__next_f=self.__next_f||[]).push([0])</script>` +
  `<script src="/_next/static/chunks/runtime.js" async=""></script></body></html>`;

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

describe("the build step", () => {
  it("rewrites the website's static pages, in the standalone copy too, and nothing else", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "next-"));
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    };
    write(
      "app-path-routes-manifest.json",
      JSON.stringify({
        "/(marketing)/page": "/",
        "/(marketing)/about/page": "/about",
        "/(marketing)/partners/directory/page": "/partners/directory",
        "/partner-portal/(auth)/login/page": "/partner-portal/login",
      }),
    );
    write(
      "prerender-manifest.json",
      JSON.stringify({ routes: { "/": {}, "/about": {}, "/partner-portal/login": {} } }),
    );
    for (const folder of ["server/app", "standalone/.next/server/app"])
      for (const file of ["index.html", "about.html", "partner-portal/login.html"])
        write(`${folder}/${file}`, page(file));

    expect(execFileSync("node", [script, dir], { encoding: "utf8" })).toContain(
      "4 page(s) of 2 rewritten in 2 folder(s)",
    );
    expect(execFileSync("node", [script, dir], { encoding: "utf8" })).toContain("0 page(s) of 2");
    for (const folder of ["server/app", "standalone/.next/server/app"]) {
      const read = (file: string) => fs.readFileSync(path.join(dir, folder, file), "utf8");
      expect(read("index.html")).toContain(LOADER_ID);
      expect(read("about.html")).toContain(LOADER_ID);
      expect(read("partner-portal/login.html")).toBe(page("partner-portal/login.html"));
    }
    fs.rmSync(dir, { recursive: true });
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
