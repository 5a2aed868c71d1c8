import { expect, test } from "../support/test";
import { marketingRoutes } from "@/content/routes";
import { legalLinks } from "@/content/navigation";
import { expectNoAxeViolations } from "../support/axe";
import { isScrolledTo } from "../support/scroll";

test.describe("marketing routes", () => {
  for (const route of marketingRoutes) {
    test(`${route.path} answers, has one h1 and no accessibility violations`, async ({ page }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toHaveCount(1);
      await expectNoAxeViolations(page);
    });
  }

  test("every route change scrolls to the top", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => {
      document.body.style.minHeight = "4000px";
      window.scrollTo(0, 3000);
    });
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL("/privacy-policy");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("a hash on the home page scrolls to its element", async ({ page }) => {
    await page.goto("/#task-section");
    await expect.poll(() => isScrolledTo(page, "task-section")).toBe(true);
  });

  test("the footer links to the legal pages and the social profiles", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const link of legalLinks) {
      await expect(footer.getByRole("link", { name: link.label })).toHaveAttribute("href", link.href);
    }
    for (const network of ["LinkedIn", "X", "YouTube", "Facebook", "Instagram"]) {
      const social = footer.getByRole("link", { name: new RegExp(`on ${network}$`) });
      await expect(social).toHaveAttribute("target", "_blank");
      await expect(social).toHaveAttribute("rel", /noopener/);
    }
  });
});

test.describe("platform basics", () => {
  test("pages send the security headers", async ({ request }) => {
    const response = await request.get("/");
    const headers = response.headers();
    expect(headers["strict-transport-security"]).toContain("max-age=");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["content-security-policy"]).toContain("default-src 'self'");
  });

  test("the page carries metadata, Open Graph, Twitter and Organization JSON-LD", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle(/AI Finance Workforce/);
    await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
    const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
    expect(JSON.parse(jsonLd ?? "{}")).toMatchObject({ "@type": "Organization" });
  });

  test("robots.txt keeps crawlers out of the portal and admin; the sitemap lists the marketing routes", async ({
    request,
  }) => {
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Disallow: /partner-portal/");
    expect(robots).toContain("Disallow: /admin/");
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const route of marketingRoutes) {
      expect(sitemap).toMatch(
        new RegExp(`<loc>https?://[^<]+${route.path === "/" ? "/?" : route.path}</loc>`),
      );
    }
  });

  test("the favicon and icons exist", async ({ request }) => {
    expect((await request.get("/favicon.ico")).status()).toBe(200);
    expect((await request.get("/icon.svg")).status()).toBe(200);
    expect((await request.get("/apple-icon.png")).status()).toBe(200);
  });

  test("an unknown address shows the custom 404 page", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "This page could not be found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to the home page" })).toHaveAttribute("href", "/");
  });

  test("the health route reports the database", async ({ request }) => {
    const response = await request.get("/api/health");
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", database: "sqlite", mode: "local" });
  });
});
