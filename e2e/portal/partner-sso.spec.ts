import { expect, test } from "../support/test";
import { startTestDnsServer, type TestDnsServer } from "../../test/support/dns-server";
import { startTestProvider, type TestProvider } from "../../test/support/oidc-provider";
import { expectNoAxeViolations } from "../support/axe";
import { e2eConfig } from "../support/config";
import { openDashboardTab } from "../support/dashboard-tabs";
import { uniqueSuffix } from "../support/identities";
import { createActivePartner } from "../support/partners";
import { signInThroughPage } from "../support/sign-in";

// A company's owner sets up single sign-on in Settings (a real OpenID provider on loopback,
// the domain proved by a TXT record a local DNS server answers), requires it, and a colleague
// on the domain signs in with "Continue with SSO" and joins the company; the owner keeps a
// password as the way back in.

const client = { client_id: "partner-portal-e2e", client_secret: "partner-portal-e2e-secret-0123" };
let provider: TestProvider;
let dns: TestDnsServer;

test.beforeAll(async () => {
  dns = await startTestDnsServer(Number(e2eConfig.dnsServer.split(":")[1]));
  provider = await startTestProvider(
    [{ ...client, redirect_uris: [`${e2eConfig.baseUrl}/api/auth/oidc/callback`] }],
    e2eConfig.oidcProviderPort,
  );
});
test.afterAll(async () => {
  await provider?.stop();
  await dns?.stop();
});

test("an owner sets up single sign-on and a colleague joins through it", async ({ page, browser }) => {
  test.setTimeout(120_000);
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
  await colleague.goto("/partner-portal/login");
  await colleague.getByLabel("Email").fill(email);
  await expect(colleague.getByText("Your company signs in with single sign-on.")).toBeVisible();
  await colleague.getByRole("link", { name: "Continue with SSO" }).click();
  await expect(colleague.getByRole("heading", { name: "Test identity provider" })).toBeVisible();
  await expect(colleague.getByLabel("Email")).toHaveValue(email);
  await colleague.getByRole("button", { name: "Sign in at provider" }).click();
  await expect(colleague).toHaveURL(/\/partner-portal\/dashboard$/);
  const me = await (await colleague.request.get("/api/auth/me")).json();
  expect(me.user).toMatchObject({ email, memberRole: "member", companyName: partner.company });

  // The owner keeps the password as the way back in.
  const owner = await colleague.request.post("/api/auth/login", {
    data: { email: partner.email, password: partner.password },
  });
  expect(owner.status()).toBe(200);
});
