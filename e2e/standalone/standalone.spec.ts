import { expect, test } from "../support/test";
import { e2eConfig } from "../support/config";
import { startOwnServer, type OwnServer } from "../support/own-server";

// The deployment artefact: `node .next/standalone/server.js` (output: "standalone", with the
// static assets copied beside it by `npm run build`) serves the pages, their assets, the API
// and a sign-in on its own, from a fresh data directory.
const admin = { email: "standalone-admin@finlytic.test", password: "Standalone-Passw0rd!" };
let server: OwnServer;
let baseUrl = "";

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  server = await startOwnServer(e2eConfig.port + 9, {
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  });
  baseUrl = server.baseUrl;
});

test.afterAll(async () => server?.stop());

test("serves the home page with its scripts, styles and media", async ({ page }) => {
  const failed: string[] = [];
  page.on("response", (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  await page.addInitScript(() => localStorage.setItem("cookie-consent", "rejected"));
  const response = await page.goto(`${baseUrl}/`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
  const assets = await page.evaluate(() =>
    performance.getEntriesByType("resource").map((entry) => entry.name),
  );
  expect(assets.some((url) => url.includes("/_next/static/chunks/"))).toBe(true);
  expect(failed).toEqual([]);
  const poster = await page.request.get(`${baseUrl}/media/video/finance-agents-poster.webp`);
  expect(poster.status()).toBe(200);
});

test("answers the health check and signs in through the API", async ({ request }) => {
  const health = await request.get(`${baseUrl}/api/health`);
  expect(health.status()).toBe(200);
  expect(await health.json()).toMatchObject({ status: "ok" });

  const login = await request.post(`${baseUrl}/api/auth/login`, {
    data: admin,
    headers: { origin: baseUrl },
  });
  expect(login.status()).toBe(200);
  expect(login.headers()["set-cookie"]).toContain("partner_token=");
  const me = await request.get(`${baseUrl}/api/auth/me`);
  expect(me.status()).toBe(200);
  expect(await me.json()).toMatchObject({ user: { email: admin.email } });
});

const securityHeaderNames = [
  "content-security-policy",
  "strict-transport-security",
  "x-content-type-options",
  "referrer-policy",
  "permissions-policy",
  "x-frame-options",
];

test("a trailing-slash redirect carries the security headers of every response", async ({ request }) => {
  const response = await request.get(`${baseUrl}/about/?ref=x`, { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(new URL(response.headers()["location"]!, baseUrl).toString()).toBe(`${baseUrl}/about?ref=x`);
  for (const header of securityHeaderNames) {
    expect(response.headers()[header], header).toBeTruthy();
  }
});

test("Next's own repeated-slash redirect carries them too", async ({ request }) => {
  for (const path of ["//about/", "//evil.example//x"]) {
    const response = await request.get(`${baseUrl}${path}`, { maxRedirects: 0 });
    expect(response.status(), path).toBe(308);
    // A path on this site, never another host.
    expect(new URL(response.headers()["location"]!, baseUrl).origin, path).toBe(baseUrl);
    for (const header of securityHeaderNames) {
      expect(response.headers()[header], `${path} ${header}`).toBeTruthy();
    }
  }
});

test("bad input reaching the real router: malformed percent-encoding and cookies are 4xx JSON", async ({
  request,
}) => {
  for (const path of [
    "/api/auth/verify-email/%ED%A0%80",
    "/api/partners/claim/verify-token/%FF",
    "/api/partners/invitation/verify-token/%C0%AF",
    "/api/admin/attachments/%E0%A4%A",
  ]) {
    const response = await request.get(`${baseUrl}${path}`);
    expect(response.status(), path).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, error: "The address is not valid." });
  }
  for (const path of ["/api/auth/me", "/api/partners/dashboard", "/api/admin/claims"]) {
    const response = await request.get(`${baseUrl}${path}`, {
      headers: { cookie: "partner_token=%E0%A4%A" },
    });
    expect(response.status(), path).toBe(401);
  }
  const logout = await request.post(`${baseUrl}/api/auth/logout`, {
    headers: { cookie: "partner_token=%E0%A4%A", origin: baseUrl },
  });
  expect(logout.status()).toBeLessThan(500);
});
