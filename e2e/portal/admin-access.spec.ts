import { expect, test } from "../support/test";
import { adminAccount } from "../support/identities";

// Who may use the console: the proxy redirects visitors without a session; admins sign in
// through the portal's login page. (A partner's session is refused in admin-partners.spec.ts.)

test("an anonymous visitor of the console is sent to the login page and the admin API answers 401", async ({
  page,
}) => {
  await page.goto("/admin/claims");
  await expect(page).toHaveURL(/\/partner-portal\/login\?next=%2Fadmin%2Fclaims$/);
  expect((await page.request.get("/api/admin/enquiries")).status()).toBe(401);
});

test("an admin signs in through the portal's login page, lands in the console and signs out", async ({
  page,
}) => {
  await page.goto("/admin");
  await page.getByLabel("Email").fill(adminAccount.email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(adminAccount.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "Overview" })).toBeVisible();
  await expect(page.getByText(`Signed in as ${adminAccount.email}`)).toBeVisible();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/partner-portal\/login/);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/partner-portal\/login\?next=%2Fadmin$/);
});
