import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { startTestDnsServer, type TestDnsServer } from "../../test/support/dns-server";
import { startTestProvider, type TestProvider } from "../../test/support/oidc-provider";
import { e2eConfig } from "./config";

// Single sign-on for the specs that sign people in through a company's provider: a real OpenID
// provider on loopback (its one-step sign-in page), and the DNS server whose TXT records prove
// the companies' domains. Both listen on the ports e2eConfig gives, so one spec at a time
// starts them (beforeAll) and stops them (afterAll).

/** The client the companies register at the test provider. */
export const ssoClient = { client_id: "partner-portal-e2e", client_secret: "partner-portal-e2e-secret-0123" };

export interface SsoServices {
  provider: TestProvider;
  dns: TestDnsServer;
  stop(): Promise<void>;
}

export async function startSsoServices(): Promise<SsoServices> {
  const dns = await startTestDnsServer(Number(e2eConfig.dnsServer.split(":")[1]));
  const provider = await startTestProvider(
    [{ ...ssoClient, redirect_uris: [`${e2eConfig.baseUrl}/api/auth/oidc/callback`] }],
    e2eConfig.oidcProviderPort,
  ).catch(async (error: unknown) => {
    await dns.stop();
    throw error;
  });
  return {
    provider,
    dns,
    async stop() {
      await provider.stop();
      await dns.stop();
    },
  };
}

interface SsoDomain {
  domain: string;
  verified: boolean;
  txtName: string;
  txtValue: string;
}

/**
 * The owner's single sign-on through the API (PUT /api/partners/sso), the domain proved by its
 * TXT record on the test DNS server: for specs about what comes after the set-up.
 */
export async function setUpCompanySso(
  owner: APIRequestContext,
  services: SsoServices,
  domain: string,
): Promise<void> {
  const saved = await owner.put("/api/partners/sso", {
    data: {
      issuer: services.provider.issuer,
      clientId: ssoClient.client_id,
      clientSecret: ssoClient.client_secret,
      domains: [domain],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const { sso } = (await saved.json()) as { sso: { domains: SsoDomain[] } };
  const record = sso.domains.find((entry) => entry.domain === domain)!;
  services.dns.setTxt(record.txtName, [record.txtValue]);
  const verified = await owner.post("/api/partners/sso/verify", { data: { domain } });
  expect(verified.status(), await verified.text()).toBe(200);
  const after = (await verified.json()) as { sso: { domains: SsoDomain[] } };
  expect(after.sso.domains.find((entry) => entry.domain === domain)?.verified).toBe(true);
}

/**
 * From the sign-in page, as a person on a company's domain: the email, "Continue with SSO", and
 * the provider's sign-in as that email. Where the browser lands next is the caller's to check.
 */
export async function continueWithSso(
  page: Page,
  email: string,
  options: { notice?: string } = {},
): Promise<void> {
  await page.goto("/partner-portal/login");
  await page.getByLabel("Email").fill(email);
  // What the page says beside the link (whether the company requires single sign-on).
  if (options.notice) await expect(page.getByText(options.notice)).toBeVisible();
  await page.getByRole("link", { name: "Continue with SSO" }).click();
  await expect(page.getByRole("heading", { name: "Test identity provider" })).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await page.getByRole("button", { name: "Sign in at provider" }).click();
}
