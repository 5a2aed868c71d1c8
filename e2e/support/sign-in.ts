import {
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type Browser,
  type Page,
} from "@playwright/test";
import { e2eConfig } from "./config";
import { adminAccount, partnerPassword } from "./identities";

// The ways a test gets a session. Through the page when signing in is part of what the test
// watches; through the API when the test is about what comes after.

/**
 * Signs a partner in on the portal's login form, as a visitor would, and waits for the
 * dashboard. For a partner only: the console's admins land elsewhere.
 */
export async function signInThroughPage(
  page: Page,
  email: string,
  password = partnerPassword,
): Promise<void> {
  await page.goto("/partner-portal/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/partner-portal\/dashboard$/);
}

/**
 * Signs the page's browser context in through POST /api/auth/login without opening a page:
 * the httpOnly session cookie lands in the context, and the page stays where it is.
 */
export async function signInThroughApi(page: Page, email: string, password: string): Promise<void> {
  const response = await page.request.post("/api/auth/login", { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
}

/** A page in a browser context of its own, signed in as the configured admin (for the console). */
export async function openSignedInAdminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInThroughApi(page, adminAccount.email, adminAccount.password);
  return page;
}

/** An API client holding a partner's session cookie, as a script of the partner's would. */
export async function openPartnerApi(email: string, password = partnerPassword): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL: e2eConfig.baseUrl });
  const login = await api.post("/api/auth/login", { data: { email, password } });
  expect(login.status(), await login.text()).toBe(200);
  return api;
}
