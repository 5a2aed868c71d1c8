import { expect, test } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";
import { adminAccount } from "../support/identities";

// Runs in the portal-proxy project only: this server forwards the partner endpoints to the
// main server's API (PARTNER_API_URL) and keeps no partner data of its own.

test("the health check reports proxy mode and a partner API that answers", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: "ok", mode: "proxy", partnerApi: "ok" });
});

test("the programme team signs in through the partner API; the console says partner data is managed upstream", async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem("cookie-consent", "rejected"));
  await page.goto("/admin");
  await page.getByLabel("Email").fill(adminAccount.email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(adminAccount.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText(`Signed in as ${adminAccount.email}`)).toBeVisible();
  await expect(page.getByText("Partner data is managed upstream.")).toBeVisible();
  await expect(page.getByRole("link", { name: /Claims waiting for review/ })).toHaveCount(0);
  await expect(page.getByRole("link", { name: /Enquiries in the last 7 days/ })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto("/admin/claims");
  await expect(page.getByRole("heading", { name: "Claims" })).toBeVisible();
  await expect(page.getByText("Partner data is managed upstream.")).toBeVisible();
  const refused = await page.request.post("/api/admin/invitations", {
    data: { email: "someone@invited.example", companyName: "Invited Co" },
  });
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toMatchObject({
    success: false,
    error: expect.stringContaining("managed upstream"),
  });
  expect((await page.request.get("/api/admin/enquiries")).status()).toBe(200);
});
