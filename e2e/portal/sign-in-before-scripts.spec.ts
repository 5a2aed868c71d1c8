import { expect, test, type Page } from "../support/test";
import { holdPageScripts } from "../support/held-scripts";
import { partnerPassword } from "../support/identities";
import { sharedPartner } from "../support/partners";

// The sign-in form arrives as HTML before its scripts: a visitor (or a password manager) may
// fill it in, and press Sign In, while the page's JavaScript is still on its way, as happens on
// a slow network or a busy machine. What was typed must survive the scripts' arrival, and the
// press must sign in rather than post the password to the page.

async function fillBeforeScripts(page: Page, email: string, scripts: { held: () => number }) {
  await page.goto("/partner-portal/login", { waitUntil: "commit" });
  // The server-rendered form, with none of its code run yet.
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(partnerPassword);
  await page.getByLabel("Remember me").check();
  // The page's scripts are indeed waiting.
  expect(scripts.held()).toBeGreaterThan(0);
}

async function expectRememberedSession(page: Page) {
  await expect(page).toHaveURL(/\/partner-portal\/dashboard$/);
  const session = (await page.context().cookies()).find((c) => c.name === "partner_token");
  // Remember me, ticked before the scripts ran, reached the server too.
  expect(session?.expires ?? -1).toBeGreaterThan(Date.now() / 1000 + 29 * 86_400);
}

test.describe("sign-in typed before the page's scripts arrive", () => {
  test.describe.configure({ timeout: 60_000 });

  test("what was typed is kept when the scripts arrive, and Sign In signs in", async ({ page }) => {
    const { email } = await sharedPartner();
    const scripts = await holdPageScripts(page);
    await fillBeforeScripts(page, email, scripts);
    await scripts.release();
    // The button answers once the form's code runs.
    const signIn = page.getByRole("button", { name: "Sign In" });
    await expect(signIn).toBeEnabled({ timeout: 20_000 });
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue(partnerPassword);
    await expect(page.getByLabel("Remember me")).toBeChecked();
    await signIn.click();
    await expectRememberedSession(page);
  });

  test("Sign In pressed before the scripts arrive signs in once they do", async ({ page }) => {
    const { email } = await sharedPartner();
    const scripts = await holdPageScripts(page);
    await fillBeforeScripts(page, email, scripts);
    const pressed = page.getByRole("button", { name: "Sign In" }).click({ timeout: 20_000 });
    // The browser did not post the form on its own: the page and what was typed are still there.
    await page.waitForTimeout(500);
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue(partnerPassword);
    await scripts.release();
    await pressed;
    await expectRememberedSession(page);
  });
});
