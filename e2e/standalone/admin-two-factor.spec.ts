import { expect, test } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { expectNoAxeViolations } from "../support/axe";
import { e2eConfig } from "../support/config";
import { startOwnServer, type OwnServer } from "../support/own-server";

// ADMIN_REQUIRE_2FA at its production default (on), on a server of its own: an admin who
// signs in without two-factor authentication is sent to set it up before the console opens,
// and the console's API refuses them until then.

const admin = { email: "secure-admin@finlytic.test", password: "Secure-Admin-Passw0rd!" };
let server: OwnServer;

test.beforeAll(async () => {
  server = await startOwnServer(e2eConfig.port + 10, {
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  });
});
test.afterAll(async () => {
  await server?.stop();
});

test("an admin without two-factor authentication sets it up before reaching the console", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const base = server.baseUrl;
  await page.goto(`${base}/partner-portal/login`);
  await page.getByLabel("Email").fill(admin.email);
  await page.getByLabel("Password", { exact: true }).fill(admin.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/partner-portal\/two-factor/);
  await expect(page.getByRole("heading", { name: "Set Up Two-Factor Authentication" })).toBeVisible();
  // The console's API refuses until then.
  const refused = await page.request.get(`${base}/api/admin/partners`);
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error).toBe(
    "The console requires two-factor authentication. Set it up to continue.",
  );

  const key = (await page.getByTestId("manual-key").textContent())!.trim();
  await expectNoAxeViolations(page);
  const code = new TOTP({ secret: Secret.fromBase32(key), digits: 6, period: 30 }).generate();
  await page.getByLabel("Authentication code").fill(code);
  await page.getByRole("button", { name: "Verify and Enable" }).click();
  await expect(page.getByTestId("recovery-codes").getByRole("listitem")).toHaveCount(10);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "I have saved my recovery codes" }).click();
  await expect(page).toHaveURL(`${base}/admin`);
  await expect(page.getByRole("navigation", { name: "Console" })).toBeVisible();
  expect((await page.request.get(`${base}/api/admin/partners`)).status()).toBe(200);
});
