import { expect, test } from "../support/test";
import { marketingRoutes } from "@/content/routes";
import { e2eConfig } from "../support/config";

// The public address is one setting, APP_URL, read by the running server per request.
// `npm test` builds with APP_URL=https://www.finlytic.test (e2eConfig.buildAppUrl) and serves
// with APP_URL = e2eConfig.baseUrl: the pages must carry the server's address, never the
// build's nor the local default (e2e/standalone/public-addresses.spec.ts starts one build
// under two addresses).
const publicUrl = e2eConfig.baseUrl;
const buildUrl = e2eConfig.buildAppUrl;

test.describe("the public address of the running server", () => {
  test("the sitemap lists every marketing route and the partner directory on APP_URL", async ({
    request,
  }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    const pages = [...marketingRoutes.map((route) => route.path), "/partners/directory"];
    expect(locations.slice(0, pages.length)).toEqual(
      pages.map((path) => new URL(path, publicUrl).toString()),
    );
    // Then each listed partner's page, on the same address.
    for (const location of locations.slice(pages.length))
      expect(location.startsWith(`${publicUrl}/partners/directory/`), location).toBe(true);
  });

  test("robots.txt points to the sitemap on APP_URL", async ({ request }) => {
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain(`Sitemap: ${publicUrl}/sitemap.xml`);
    expect(robots).not.toContain(buildUrl);
    expect(robots).not.toContain("localhost");
  });

  test("a page's canonical link, og:url and JSON-LD url are on APP_URL", async ({ page }) => {
    await page.goto("/about");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${publicUrl}/about`);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", `${publicUrl}/about`);
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}",
    );
    expect(jsonLd.url).toBe(publicUrl);
    expect(jsonLd.logo).toBe(`${publicUrl}/icon.svg`);
    expect(await page.content()).not.toContain("localhost:3000");
    expect(await page.content()).not.toContain(buildUrl);
  });

  test("the home page's canonical link is the root; a portal screen names none", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", publicUrl);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", publicUrl);
    // Kept out of search engines, the portal does not call itself a copy of the home page.
    await page.goto("/partner-portal/login");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    await expect(page.locator('meta[property="og:url"]')).toHaveCount(0);
  });
});
