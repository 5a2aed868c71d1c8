import { expect, test, type Browser, type Page } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";
import { uniqueSuffix } from "../support/identities";
import { createActivePartner } from "../support/partners";
import { openPartnerApi } from "../support/sign-in";
import { continueWithSso, setUpCompanySso, startSsoServices, type SsoServices } from "../support/sso";
import { enableTwoFactorThroughApi, totpAt, wrongTotp } from "../support/two-factor";

// A colleague who signs in through the company's provider and has turned on two-factor
// authentication here still proves it: the provider's answer leads to the sign-in page's code
// step, with the pending sign-in in the address's fragment (which no server sees), and the code
// then opens the dashboard. A pending sign-in that is edited, cut short or already used goes
// back to the sign-in form with the reason.

const codeStepText = "Two-factor authentication is on for this account.";
const expiredMessage = "Your sign-in has expired. Please sign in again.";

let services: SsoServices;
let member: { email: string; key: string; recoveryCodes: string[] };

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  services = await startSsoServices();
  const domain = `sso2fa-${uniqueSuffix()}.test`;
  const owner = await createActivePartner("sso-2fa-owner");
  const ownerApi = await openPartnerApi(owner.email);
  await setUpCompanySso(ownerApi, services, domain);
  await ownerApi.dispose();
  // The colleague joins through the provider, then turns on two-factor authentication.
  const email = `kim@${domain}`;
  const context = await browser.newContext();
  const page = await context.newPage();
  await continueWithSso(page, email);
  await expect(page).toHaveURL(/\/partner-portal\/dashboard$/);
  member = { email, ...(await enableTwoFactorThroughApi(page.request)) };
  await context.close();
});
test.afterAll(async () => {
  await services?.stop();
});

/** Every address the page's main frame showed, fragment included (history changes too). */
function recordAddresses(page: Page): string[] {
  const seen: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) seen.push(frame.url());
  });
  return seen;
}

/** Through the provider in a new browser; answers the page on the code step and the pending token. */
async function reachCodeStep(
  browser: Browser,
): Promise<{ page: Page; pendingToken: string; seen: string[] }> {
  const page = await (await browser.newContext()).newPage();
  const seen = recordAddresses(page);
  const callback = page.waitForResponse((response) => response.url().includes("/api/auth/oidc/callback"));
  await continueWithSso(page, member.email);
  const location = (await callback).headers()["location"] ?? "";
  expect(location).toMatch(/^\/partner-portal\/login\?next=%2Fpartner-portal%2Fdashboard#pending=/);
  const pendingToken = decodeURIComponent(location.split("#pending=")[1]!);
  await expect(page.getByText(codeStepText)).toBeVisible();
  return { page, pendingToken, seen };
}

/** Back on the sign-in form with `message`: the password and, for the company's address, SSO. */
async function expectSignInFormWith(page: Page, message: string) {
  await expect(page.getByRole("alert").filter({ hasText: message })).toBeVisible();
  await expect(page.getByLabel("Authentication code")).toHaveCount(0);
  await expect(page.getByLabel("Password", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
  await page.getByLabel("Email").fill(member.email);
  await expect(page.getByRole("link", { name: "Continue with SSO" })).toBeVisible();
}

test("after the provider, the code step: a wrong code refused, the right one opens the dashboard", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { page, seen } = await reachCodeStep(browser);
  // The browser arrived with the pending sign-in in the fragment; the address bar no longer shows it.
  expect(seen.some((address) => address.includes("#pending="))).toBe(true);
  expect(page.url()).not.toContain("pending");
  expect(page.url()).toMatch(/\/partner-portal\/login\?next=%2Fpartner-portal%2Fdashboard$/);
  const code = page.getByLabel("Authentication code");
  await expect(code).toBeFocused();
  await expectNoAxeViolations(page);

  // A phone's width: the step fits, and stays accessible.
  await page.setViewportSize({ width: 375, height: 812 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expect(page.getByRole("button", { name: "Verify" })).toBeInViewport();
  await expectNoAxeViolations(page);

  await code.fill(wrongTotp(member.key));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "That code is not valid. Please try again." }),
  ).toBeVisible();
  await expect(code).toHaveValue("");
  await expect(page.getByText(codeStepText)).toBeVisible();

  await code.fill(totpAt(member.key));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/partner-portal\/dashboard$/);
  expect(page.url()).not.toContain("pending");
  const me = await (await page.request.get("/api/auth/me")).json();
  expect(me.user).toMatchObject({ email: member.email, memberRole: "member" });
  // No page of this visit keeps the pending sign-in: not the one before the dashboard either.
  await page.goBack();
  expect(page.url()).not.toContain("pending");
  await page.context().close();
});

test("a pending sign-in edited, cut short or already used: back to the sign-in form with the reason", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { page, pendingToken } = await reachCodeStep(browser);
  const [header, payload, signature] = pendingToken.split(".");
  const edited = `${header}.${payload}.${signature!.startsWith("A") ? "B" : "A"}${signature!.slice(1)}`;

  // Edited: the browser cannot tell, so the code step shows; the server refuses it, even with the
  // right code, and the visitor is back at the form.
  const editedPage = await page.context().newPage();
  await editedPage.goto(`/partner-portal/login#pending=${encodeURIComponent(edited)}`);
  await editedPage.getByLabel("Authentication code").fill(totpAt(member.key));
  await editedPage.getByRole("button", { name: "Verify" }).click();
  await expectSignInFormWith(editedPage, expiredMessage);
  await expectNoAxeViolations(editedPage);

  // Cut short: not a pending sign-in at all, so the form at once, without asking for a code.
  const shortPage = await page.context().newPage();
  await shortPage.goto("/partner-portal/login#pending=abc");
  await expectSignInFormWith(shortPage, expiredMessage);
  expect(shortPage.url()).not.toContain("pending");

  // The real one still works (here with a recovery code) and is then used up.
  await page.getByLabel("Authentication code").fill(member.recoveryCodes[0]!);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/partner-portal\/dashboard$/);
  const other = await (await browser.newContext()).newPage();
  await other.goto(`/partner-portal/login#pending=${encodeURIComponent(pendingToken)}`);
  await other.getByLabel("Authentication code").fill(totpAt(member.key, 1));
  await other.getByRole("button", { name: "Verify" }).click();
  await expectSignInFormWith(other, expiredMessage);
  await other.context().close();
  await page.context().close();
});
