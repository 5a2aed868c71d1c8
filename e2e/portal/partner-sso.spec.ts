import { expect, test } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";
import { openDashboardTab } from "../support/dashboard-tabs";
import { uniqueSuffix } from "../support/identities";
import { createActivePartner } from "../support/partners";
import { signInThroughPage } from "../support/sign-in";
import { continueWithSso, ssoClient as client, startSsoServices, type SsoServices } from "../support/sso";

// A company's owner sets up single sign-on in Settings (a real OpenID provider on loopback,
// the domain proved by a TXT record a local DNS server answers), requires it, and a colleague
// on the domain signs in with "Continue with SSO" and joins the company; the owner keeps a
// password as the way back in.

let services: SsoServices;

test.beforeAll(async () => {
  services = await startSsoServices();
});
test.afterAll(async () => {
  await services?.stop();
});

test("an owner sets up single sign-on and a colleague joins through it", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const { provider, dns } = services;
  const domain = `sso-${uniqueSuffix()}.test`;
  const partner = await createActivePartner("sso-owner");
  await signInThroughPage(page, partner.email);
  await openDashboardTab(page, "Settings");
  const panel = page
    .locator("section")
    .filter({ has: page.getByRole("heading", { name: "Single sign-on" }) });
  await page.getByLabel("Issuer URL").fill(provider.issuer);
  await page.getByLabel("Client ID").fill(client.client_id);
  await page.getByLabel("Client secret").fill(client.client_secret);
  // A domain that is not one: its message under the field, and nothing saved.
  const domainsField = page.getByLabel("Email domains (one per line)");
  await domainsField.fill(`${domain}\nnot_a_domain`);
  await page.getByRole("button", { name: "Save single sign-on" }).click();
  await expect(domainsField).toHaveAccessibleDescription("Enter email domains such as example.com.");
  await expect(page.getByRole("list", { name: "Single sign-on domains" })).toHaveCount(0);
  await domainsField.fill(domain);
  await page.getByRole("button", { name: "Save single sign-on" }).click();
  const domains = page.getByRole("list", { name: "Single sign-on domains" });
  await expect(domains).toContainText(`_finlytic-sso.${domain}`);
  await expectNoAxeViolations(page);

  // Not proved yet: the colleague is offered no single sign-on, and Verify says why.
  await page.getByRole("button", { name: `Verify ${domain}` }).click();
  await expect(panel).toContainText("could not find the TXT record");
  const txtValue = (await domains.locator("code").nth(1).textContent())!.trim();
  dns.setTxt(`_finlytic-sso.${domain}`, [txtValue]);
  await page.getByRole("button", { name: `Verify ${domain}` }).click();
  await expect(domains).toContainText("Proved");
  await page.getByLabel("Require single sign-on for everyone on these domains", { exact: false }).check();
  // The first save's toast has gone (4 s), so the one seen next is this save's.
  const saved = page.getByText("Single sign-on settings saved.");
  await expect(saved).toHaveCount(0, { timeout: 10_000 });
  await page.getByRole("button", { name: "Save single sign-on" }).click();
  await expect(saved).toBeVisible();

  const colleague = await (await browser.newContext()).newPage();
  const email = `robin@${domain}`;
  await continueWithSso(colleague, email, { notice: "Your company signs in with single sign-on." });
  await expect(colleague).toHaveURL(/\/partner-portal\/dashboard$/);
  const me = await (await colleague.request.get("/api/auth/me")).json();
  expect(me.user).toMatchObject({ email, memberRole: "member", companyName: partner.company });

  // The owner keeps the password as the way back in.
  const owner = await colleague.request.post("/api/auth/login", {
    data: { email: partner.email, password: partner.password },
  });
  expect(owner.status()).toBe(200);
});
