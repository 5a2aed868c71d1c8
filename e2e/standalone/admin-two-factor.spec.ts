import fs from "node:fs";
import { expect, test } from "../support/test";
import { Secret, TOTP } from "otpauth";
import { expectNoAxeViolations } from "../support/axe";
import { e2eConfig } from "../support/config";
import { startOwnServer, type OwnServer } from "../support/own-server";

// ADMIN_REQUIRE_2FA at its production default (on), on a server of its own: an admin who
// signs in without two-factor authentication is sent to set it up before the console opens,
// and the console's API refuses them until then. The set-up keeps its key across a reload
// and a sign-out until confirmed; the recovery codes can be copied and downloaded.

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
  const signIn = async () => {
    await page.goto(`${base}/partner-portal/login`);
    await page.getByLabel("Email").fill(admin.email);
    await page.getByLabel("Password", { exact: true }).fill(admin.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/partner-portal\/two-factor/);
    await expect(page.getByRole("heading", { name: "Set Up Two-Factor Authentication" })).toBeVisible();
  };
  await signIn();
  const shown = page.getByTestId("manual-key");
  const first = (await shown.textContent())!.trim();
  // A reload, and signing out and in again, show the same key: the one scanned stays good.
  await page.reload();
  await expect(shown).toHaveText(first);
  for (const viewport of [
    { width: 375, height: 812 },
    { width: 1366, height: 900 },
  ]) {
    await page.setViewportSize(viewport);
    await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
    await expectNoAxeViolations(page);
  }
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/partner-portal\/login/);
  await signIn();
  // The console's API refuses until then.
  const refused = await page.request.get(`${base}/api/admin/partners`);
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error).toBe(
    "The console requires two-factor authentication. Set it up to continue.",
  );

  const key = (await shown.textContent())!.trim();
  expect(key).toBe(first);
  const code = new TOTP({ secret: Secret.fromBase32(key), digits: 6, period: 30 }).generate();
  await page.getByLabel("Authentication code").fill(code);
  await page.getByRole("button", { name: "Verify and Enable" }).click();
  const listed = page.getByTestId("recovery-codes").getByRole("listitem");
  await expect(listed).toHaveCount(10);
  const codes = await listed.allTextContents();
  await expectNoAxeViolations(page);
  // Kept by Copy and by Download (.txt), not retyped.
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: base });
  await page.getByRole("button", { name: "Copy codes" }).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  for (const code of codes) expect(copied).toContain(code);
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download (.txt)" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("finlytic-ai-recovery-codes.txt");
  const saved = fs.readFileSync((await file.path())!, "utf8");
  expect(saved.split("\n").filter((line) => codes.includes(line))).toEqual(codes);
  await page.getByRole("button", { name: "I have saved my recovery codes" }).click();
  await expect(page).toHaveURL(`${base}/admin`);
  await expect(page.getByRole("navigation", { name: "Console" })).toBeVisible();
  expect((await page.request.get(`${base}/api/admin/partners`)).status()).toBe(200);
});
