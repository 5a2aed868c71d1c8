import { expect, test } from "@playwright/test";
import { admin, createPartner, signIn } from "./admin-support";

// Who may use the console: the proxy redirects visitors without a session, and the server
// refuses every session that is not an admin's, for pages and for the API alike.

test("an anonymous visitor of the console is sent to the login page and the admin API answers 401", async ({ page }) => {
  await page.goto("/admin/claims");
  await expect(page).toHaveURL(/\/partner-portal\/login\?next=%2Fadmin%2Fclaims$/);
  expect((await page.request.get("/api/admin/enquiries")).status()).toBe(401);
});

test("an admin signs in through the portal's login page, lands in the console and signs out", async ({ page }) => {
  await page.goto("/admin");
  await page.getByLabel("Email").fill(admin.email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(admin.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "Overview" })).toBeVisible();
  await expect(page.getByText(`Signed in as ${admin.email}`)).toBeVisible();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/partner-portal\/login/);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/partner-portal\/login\?next=%2Fadmin$/);
});

test("a partner's session never gets a console page, and every admin endpoint answers 403", async ({ page }) => {
  const partner = await createPartner("Partner Without Console");
  await signIn(page, partner.email, partner.password);

  const response = await page.goto("/admin/claims");
  expect(page.url()).not.toContain("/admin");
  expect(response?.status()).toBeLessThan(500);
  await expect(page.getByRole("navigation", { name: "Console" })).toHaveCount(0);

  const calls = [
    page.request.get("/api/admin/claims"),
    page.request.get("/api/admin/enquiries"),
    page.request.get("/api/admin/enquiries/export"),
    page.request.get("/api/admin/outbox?view=failing"),
    page.request.get(`/api/admin/partners/${partner.partnerId}`),
    page.request.post("/api/admin/invitations", { data: { email: "someone@example.com", companyName: "Sneaky Co" } }),
    page.request.patch(`/api/admin/partners/${partner.partnerId}`, { data: { tier: "platinum" } }),
    page.request.post(`/api/admin/partners/${partner.partnerId}/commissions`, { data: { amount: 1_000_000, rate: 50 } }),
  ];
  for (const answer of await Promise.all(calls)) {
    expect(answer.status(), answer.url()).toBe(403);
    expect(await answer.json()).toMatchObject({ success: false, error: "Admin access required." });
  }
});
