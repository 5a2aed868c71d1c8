import { expect, test, type APIRequestContext } from "../support/test";
import { openAdminApi } from "../support/admin-api";
import { e2eConfig } from "../support/config";

// Redirects never name the host the request claims to come from (Host, X-Forwarded-Host)
// nor the address the server listens on: their Location is relative or on APP_URL, so a
// visitor behind a TLS proxy stays on the public address.
// (No X-Forwarded-Proto: this server's APP_URL is plain http on loopback; behind a TLS proxy
// APP_URL is the https address and the proxy's Location is on it, see lib/api/redirect.test.ts.)
const foreignHost = { Host: "evil.example", "X-Forwarded-Host": "evil.example" };
const appUrl = e2eConfig.serverEnv.APP_URL;

async function locationOf(
  api: APIRequestContext,
  path: string,
  headers: Record<string, string> = foreignHost,
): Promise<string> {
  const response = await api.get(path, { headers, maxRedirects: 0 });
  expect(response.status(), `${path} redirects`).toBeGreaterThanOrEqual(300);
  expect(response.status()).toBeLessThan(400);
  const location = response.headers()["location"] ?? "";
  expect(location, `${path} → ${location}`).not.toMatch(/evil\.example|localhost/);
  // Relative, or absolute on APP_URL: either way the browser stays on the public address.
  if (/^https?:/.test(location)) expect(new URL(location).origin).toBe(new URL(appUrl).origin);
  return new URL(location, appUrl).toString();
}

test.describe("redirects stay on the public address", () => {
  test("signed out: session-expired, the dashboard and the console go to the login page", async ({
    request,
  }) => {
    expect(await locationOf(request, "/partner-portal/session-expired")).toBe(
      `${appUrl}/partner-portal/login?next=%2Fpartner-portal%2Fdashboard`,
    );
    expect(await locationOf(request, "/partner-portal/dashboard")).toBe(
      `${appUrl}/partner-portal/login?next=%2Fpartner-portal%2Fdashboard`,
    );
    expect(await locationOf(request, "/admin/claims")).toBe(
      `${appUrl}/partner-portal/login?next=%2Fadmin%2Fclaims`,
    );
  });

  test("signed in: session-expired and the login page send the admin to the console", async () => {
    const admin = await openAdminApi();
    expect(await locationOf(admin, "/partner-portal/session-expired")).toBe(`${appUrl}/admin`);
    expect(await locationOf(admin, "/partner-portal/login")).toBe(`${appUrl}/admin`);
    await admin.dispose();
  });

  test("a browser sent to session-expired stays on the address it used", async ({ page }) => {
    await page.goto("/partner-portal/session-expired");
    await expect(page).toHaveURL(
      `${e2eConfig.baseUrl}/partner-portal/login?next=%2Fpartner-portal%2Fdashboard`,
    );
  });
});
