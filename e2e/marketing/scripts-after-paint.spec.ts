import { appStarted, expect, test } from "../support/test";

// The website's pages start Next's scripts once the browser has painted the first screen
// (server/scripts-after-paint.ts, applied by the production server as it answers): the HTML and
// its stylesheet paint without competing with about 136 KB of script, and the page becomes
// interactive right after.

const pages = ["/", "/about", "/contact", "/privacy-policy", "/partners/directory"];

for (const path of pages)
  test(`${path} asks for its scripts only after its first contentful paint, then starts`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(path)).text();
    expect(html).toContain('<script id="scripts-after-paint">');
    expect(html).not.toMatch(/<script src="\/_next\/static\/[^"]+" async="">/);

    await page.goto(path);
    await appStarted(page);
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => /\/_next\/static\/.+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
      started: Object.keys(document).some((key) => key.startsWith("__reactContainer$")),
    }));
    expect(timing.paint).not.toBeNull();
    expect(timing.scripts.length).toBeGreaterThan(0);
    for (const start of timing.scripts) expect(start).toBeGreaterThanOrEqual(timing.paint!);
    expect(timing.started).toBe(true);
  });

test("a page of the portal keeps its script tags", async ({ request }) => {
  const html = await (await request.get("/partner-portal/login")).text();
  expect(html).not.toContain("scripts-after-paint");
  expect(html).toMatch(/<script src="\/_next\/static\/[^"]+" async=""/);
});

test("a press before the first paint starts the scripts at once", async ({ page }) => {
  // Rendering held back: the stylesheet never arrives, so nothing is painted.
  await page.route("**/_next/static/**/*.css", () => undefined);
  await page.goto("/about", { waitUntil: "commit" });
  await expect(page.locator("#scripts-after-paint")).toBeAttached();
  expect(await page.evaluate(() => performance.getEntriesByName("first-contentful-paint").length)).toBe(0);
  await page.keyboard.press("Shift");
  await expect
    .poll(() => page.evaluate(() => document.querySelectorAll('head > script[src*="/_next/static/"]').length))
    .toBeGreaterThan(0);
});
