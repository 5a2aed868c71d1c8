import { expect, test } from "../support/test";
import { e2eConfig } from "../support/config";

// Every page of this feature carries its own metadata and Open Graph data, its canonical link
// and og:url on the running server's APP_URL (the server runs with APP_URL = baseURL).
const pages = [
  { path: "/industries", title: "Industries" },
  { path: "/partners", title: "Partner Programme" },
  { path: "/about", title: "About Us" },
  { path: "/process-flow", title: "Solution Overview" },
  { path: "/privacy-policy", title: "Privacy Policy" },
  { path: "/terms-of-service", title: "Terms of Service" },
  { path: "/cookie-settings", title: "Cookie Settings" },
] as const;

for (const { path, title } of pages) {
  test(`${path} has its own title, description, canonical link and Open Graph data`, async ({
    page,
    request,
  }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);

    await page.goto(path);
    await expect(page).toHaveTitle(`${title} | Finlytic AI`);
    const meta = (selector: string) => page.locator(selector).first();
    const description = await meta('meta[name="description"]').getAttribute("content");
    expect(description?.length ?? 0).toBeGreaterThan(50);
    await expect(meta('link[rel="canonical"]')).toHaveAttribute("href", `${e2eConfig.baseUrl}${path}`);
    await expect(meta('meta[property="og:title"]')).toHaveAttribute("content", `${title} | Finlytic AI`);
    await expect(meta('meta[property="og:description"]')).toHaveAttribute("content", description ?? "");
    await expect(meta('meta[property="og:url"]')).toHaveAttribute("content", `${e2eConfig.baseUrl}${path}`);
    await expect(meta('meta[property="og:site_name"]')).toHaveAttribute("content", "Finlytic AI");
    await expect(meta('meta[property="og:type"]')).toHaveAttribute("content", "website");
  });
}
