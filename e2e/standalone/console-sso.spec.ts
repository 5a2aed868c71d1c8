import { expect, test } from "../support/test";
import { startTestProvider, type TestProvider } from "../../test/support/oidc-provider";
import { expectNoAxeViolations } from "../support/axe";
import { e2eConfig } from "../support/config";
import { startOwnServer, type OwnServer } from "../support/own-server";

// The programme team signs in to the console through its identity provider (a real OpenID
// provider on loopback), on a server of its own with ADMIN_OIDC_* set and password sign-in
// off for the team; someone off the allowed domains is turned away with the reason.

const client = { client_id: "console-e2e", client_secret: "console-e2e-secret-0123456789" };
const port = e2eConfig.port + 52;
let provider: TestProvider;
let server: OwnServer;

test.beforeAll(async () => {
  provider = await startTestProvider(
    [{ ...client, redirect_uris: [`http://127.0.0.1:${port}/api/auth/oidc/callback`] }],
    e2eConfig.port + 55,
  );
  server = await startOwnServer(port, {
    ADMIN_OIDC_ISSUER: provider.issuer,
    ADMIN_OIDC_CLIENT_ID: client.client_id,
    ADMIN_OIDC_CLIENT_SECRET: client.client_secret,
    ADMIN_OIDC_ALLOWED_DOMAINS: "team.finlytic.test",
    ADMIN_PASSWORD_SIGN_IN: "false",
    ADMIN_REQUIRE_2FA: "false",
    OIDC_ALLOW_HTTP_ISSUERS: "true",
    ADMIN_EMAIL: "first-admin@finlytic.test",
    ADMIN_PASSWORD: "First-Admin-Passw0rd!",
  });
});
test.afterAll(async () => {
  await server?.stop();
  await provider?.stop();
});

test("a team member signs in to the console with SSO; others and passwords are refused", async ({ page }) => {
  test.setTimeout(90_000);
  const base = server.baseUrl;
  await page.goto(`${base}/partner-portal/login?next=%2Fadmin`);
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Sign in with SSO" }).click();
  await expect(page.getByRole("heading", { name: "Test identity provider" })).toBeVisible();
  await page.getByLabel("Email").fill("lin@team.finlytic.test");
  await page.getByRole("button", { name: "Sign in at provider" }).click();
  await expect(page).toHaveURL(`${base}/admin`);
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  const me = await (await page.request.get(`${base}/api/auth/me`)).json();
  expect(me.user).toMatchObject({ email: "lin@team.finlytic.test", role: "admin" });

  // Off the allowed domains: back on the sign-in page with the reason, not signed in.
  const stranger = await (await page.context().browser()!.newContext()).newPage();
  await stranger.goto(`${base}/partner-portal/login?next=%2Fadmin`);
  await stranger.getByRole("link", { name: "Sign in with SSO" }).click();
  await stranger.getByLabel("Email").fill("eve@elsewhere.test");
  await stranger.getByRole("button", { name: "Sign in at provider" }).click();
  await expect(stranger).toHaveURL(/\/partner-portal\/login\?/);
  await expect(stranger.getByText("This account is not allowed into the programme console.")).toBeVisible();
  expect((await stranger.request.get(`${base}/api/auth/me`)).status()).toBe(401);

  // Password sign-in is off for the team.
  const password = await stranger.request.post(`${base}/api/auth/login`, {
    data: { email: "first-admin@finlytic.test", password: "First-Admin-Passw0rd!" },
    headers: { Origin: base },
  });
  expect(password.status()).toBe(403);
  expect((await password.json()).error).toBe(
    "The programme team signs in with single sign-on. Use “Sign in with SSO”.",
  );
});
