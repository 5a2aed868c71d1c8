import { expect, test, type Page, type Response } from "../support/test";
import { adminAccount } from "../support/identities";
import { sharedPartner } from "../support/partners";
import { signInThroughApi, signInThroughPage } from "../support/sign-in";

// The portal's and console's pages carry a per-request nonce policy: scripts run only with
// the nonce Next puts on its own, never inline without it. Each page here must hydrate (a
// click that only the client code handles works) with no policy violation reported.

/** Records every policy violation the page reports, from the first script on. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction("reportViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  return violations;
}

/** The nonce of a page's policy, after checking the script rule has no 'unsafe-inline'. */
function nonceOf(response: Response | null): string {
  const policy = response?.headers()["content-security-policy"] ?? "";
  const scripts = policy.split("; ").find((directive) => directive.startsWith("script-src ")) ?? "";
  expect(scripts).not.toContain("'unsafe-inline'");
  const nonce = scripts.match(/'nonce-([A-Za-z0-9+/=]+)'/)?.[1];
  expect(nonce, policy).toBeTruthy();
  return nonce!;
}

/**
 * Every script the server wrote into the page carries the request's nonce (the chunks Next's
 * runtime adds later need none: 'strict-dynamic' trusts what a trusted script loads).
 */
async function expectScriptsCarry(response: Response | null, nonce: string) {
  const tags = (await response!.text()).match(/<script\b[^>]*>/g) ?? [];
  expect(tags.length).toBeGreaterThan(0);
  expect(
    tags.filter((tag) => !tag.includes(`nonce="${nonce}"`) && !tag.includes('type="application/ld+json"')),
  ).toEqual([]);
}

test.describe.configure({ timeout: 90_000 });

test("the login page has a fresh nonce policy without unsafe-inline, and hydrates", async ({ page }) => {
  const violations = await watchViolations(page);
  const login = await page.goto("/partner-portal/login");
  const first = nonceOf(login);
  await expectScriptsCarry(login, first);
  // Only the hydrated form checks its fields in the browser.
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Please enter both email and password." }),
  ).toBeVisible();
  expect(nonceOf(await page.reload())).not.toBe(first);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Please enter both email and password." }),
  ).toBeVisible();
  expect(violations).toEqual([]);
});

test("the partner's dashboard hydrates under the nonce policy", async ({ page }) => {
  const { email } = await sharedPartner();
  const violations = await watchViolations(page);
  await signInThroughPage(page, email);
  const dashboard = await page.reload();
  await expectScriptsCarry(dashboard, nonceOf(dashboard));
  await page.getByRole("tab", { name: "Resources" }).click();
  await expect(page.getByRole("tab", { name: "Resources" })).toHaveAttribute("aria-selected", "true");
  expect(violations).toEqual([]);
});

test("the console hydrates under the nonce policy; the marketing pages keep their static policy", async ({
  page,
}) => {
  const violations = await watchViolations(page);
  await signInThroughApi(page, adminAccount.email, adminAccount.password);
  const console = await page.goto("/admin");
  await expectScriptsCarry(console, nonceOf(console));
  await expect(page.getByRole("heading", { name: "Overview" })).toBeVisible();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/partner-portal\/login/);
  expect(violations).toEqual([]);

  const home = await page.goto("/");
  const policy = home?.headers()["content-security-policy"] ?? "";
  expect(policy).toContain("script-src 'self' 'unsafe-inline'");
  expect(policy).not.toContain("nonce-");
});
