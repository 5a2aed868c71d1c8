import { expect, test } from "../support/test";

// A page preloads no stylesheet it does not use: the links the navigation bar prefetches
// (the home page among them) must not bring in stylesheets of their own, which Chrome
// reports as "preloaded but not used" a few seconds after load.
const unusedPreload = /was preloaded using link preload but not used/;

for (const path of ["/about", "/industries", "/contact"]) {
  test(`${path} preloads no stylesheet it does not use`, async ({ page }) => {
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (unusedPreload.test(message.text())) warnings.push(message.text());
    });
    const homePrefetch = page.waitForResponse(
      (response) => new URL(response.url()).pathname === "/" && response.url().includes("_rsc"),
    );
    await page.goto(path, { waitUntil: "load" });
    await homePrefetch;
    // A fixed wait on purpose: Chrome gives its warning three seconds after the load event,
    // and that no warning comes can only be seen by waiting past then.
    await page.waitForTimeout(4_000);
    const preloadedStyles = await page.evaluate(() => {
      const used = new Set(
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.href),
      );
      return [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"]')]
        .map((link) => link.href)
        .filter((href) => !used.has(href));
    });
    expect(preloadedStyles).toEqual([]);
    expect(warnings).toEqual([]);
  });
}
