import { expect, request as playwrightRequest, test } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";
import { e2eConfig } from "../support/config";
import { openDashboardTab } from "../support/dashboard-tabs";
import { createActivePartner } from "../support/partners";
import { signInThroughPage } from "../support/sign-in";

// A company's owner makes an API key in Settings: shown once, it reads the company's deals
// through /api/v1 at once and stops the moment it is revoked.

test("the owner creates a company key in Settings, uses it, and revokes it", async ({ page }) => {
  test.setTimeout(90_000);
  const partner = await createActivePartner("settings-key");
  await signInThroughPage(page, partner.email);
  await openDashboardTab(page, "Settings");
  const form = page.getByRole("form", { name: "Create a key" });
  await form.getByLabel("Name").fill("Our CRM");
  await form.getByLabel("deals:read").check();
  await form.getByRole("button", { name: "Create key" }).click();
  const key = (await form.getByTestId("created-secret").textContent()) ?? "";
  expect(key).toMatch(/^fl_live_/);
  const list = page.getByRole("list", { name: "Your company's API keys" });
  await expect(list).toContainText("Our CRM");
  await expect(list).not.toContainText(key);
  await expectNoAxeViolations(page);

  const crm = await playwrightRequest.newContext({
    baseURL: e2eConfig.baseUrl,
    extraHTTPHeaders: { Authorization: `Bearer ${key}` },
  });
  expect((await crm.get("/api/v1/deals")).status()).toBe(200);
  // The key has no write scope.
  const write = await crm.post("/api/v1/deals", { data: {} });
  expect(write.status()).toBe(403);
  expect(((await write.json()) as { detail: string }).detail).toBe(
    "This API key does not have the deals:write scope.",
  );

  await expect(list).toContainText("created by");
  await list.getByRole("button", { name: "Revoke Our CRM" }).click();
  await page
    .getByRole("alertdialog", { name: 'Revoke the key "Our CRM"?' })
    .getByRole("button", { name: "Revoke key" })
    .click();
  await expect(list).toContainText("revoked");
  expect((await crm.get("/api/v1/deals")).status()).toBe(401);
  await crm.dispose();
});
