import { expect, test, type Page } from "../support/test";
import { postAsAdmin } from "../support/admin-api";
import { expectNoAxeViolations } from "../support/axe";
import { e2eConfig } from "../support/config";
import { DAY_MS, dealBody, registerDeal, uniqueCustomer } from "../support/deals";
import { adminAccount, uniqueSuffix } from "../support/identities";
import { startOwnServer } from "../support/own-server";
import { createActivePartner } from "../support/partners";
import { submitClaim } from "../support/registration";
import { openPartnerApi, signInThroughApi } from "../support/sign-in";
import { auditTrail, uuid } from "../support/console";

// The console as the programme team reads it: the overview counts every queue, the words are
// words (no codes, no ids), an empty announcements list says so. What asks first, the toasts
// and the section row on a phone: ./admin-console-confirmations.spec.ts.

async function cardValue(page: Page, label: string): Promise<number> {
  const card = page.getByRole("link").filter({ hasText: label });
  return Number((await card.locator("span").first().textContent()) ?? "NaN");
}

// The payout pages moved to mirror their API's paths; old bookmarks and emailed links land on
// the new pages, permanently and with their query. The redirect comes before the session check.
test("the payout pages' old addresses lead to the new ones", async ({ request }) => {
  for (const [from, to] of [
    ["/admin/deals/payouts?status=paid", "/admin/payouts?status=paid"],
    ["/admin/deals/payout-runs", "/admin/payout-runs"],
    ["/admin/deals/exchange-rates", "/admin/exchange-rates"],
  ] as const) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(308);
    const location = new URL(response.headers().location!, "http://host.invalid");
    expect(`${location.pathname}${location.search}`, from).toBe(to);
  }
});

test("the overview counts every queue the team works", async ({ page }) => {
  test.setTimeout(90_000);
  await signInThroughApi(page, adminAccount.email, adminAccount.password);
  await page.goto("/admin");
  const labels = {
    "Deals to review": "/admin/deals",
    "Extension requests": "/admin/deals?status=extension",
    "Commissions to approve": "/admin/commissions",
    "Payout requests": "/admin/payouts",
    "New referrals": "/admin/referrals?status=submitted",
  };
  for (const [label, href] of Object.entries(labels)) {
    await expect(page.getByRole("link").filter({ hasText: label })).toHaveAttribute("href", href);
  }
  const before = await cardValue(page, "Deals to review");
  const referralsBefore = await cardValue(page, "New referrals");

  const partner = await createActivePartner("overview");
  const api = await openPartnerApi(partner.email);
  const { customer, domain } = uniqueCustomer("Overview");
  await registerDeal(api, dealBody(customer, domain));
  const referral = await api.post("/api/partners/referrals", {
    data: {
      contactName: "Riley Lead",
      company: "Lamna Healthcare",
      email: `riley-${uniqueSuffix()}@lamna.example`,
      phone: "+1 555 010 2030",
      expectedValue: 48000,
      notes: "Their CFO wants to automate the month-end close.",
      consent: true,
    },
  });
  expect(referral.status(), await referral.text()).toBe(201);
  await api.dispose();

  await page.reload();
  expect(await cardValue(page, "Deals to review")).toBe(before + 1);
  expect(await cardValue(page, "New referrals")).toBe(referralsBefore + 1);
  await expectNoAxeViolations(page);
});

test("codes and ids are written in words", async ({ page }) => {
  test.setTimeout(120_000);
  const id = uniqueSuffix();
  const company = `Words Advisory ${id}`;
  await submitClaim({
    firstName: "Wanda",
    companyName: company,
    email: `words-${id}@applicant.example`,
    whyJoin: "We run finance operations for mid-market clients.",
  });
  await signInThroughApi(page, adminAccount.email, adminAccount.password);

  // The claim form keeps DE and finance; people read Germany and Finance.
  await page.goto(`/admin/claims?q=${encodeURIComponent(company)}`);
  const table = page.getByRole("table", { name: "Pending claims" });
  const row = table.getByRole("row").filter({ hasText: company });
  await expect(row).toContainText("Germany");
  await expect(row).toContainText("Finance");
  await expect(row).not.toContainText(/\bDE\b|\bfinance\b/);
  await row.getByRole("link", { name: company }).click();
  await expect(page.getByRole("heading", { level: 1, name: company })).toBeVisible();
  await expect(page.getByText("Germany", { exact: true })).toBeVisible();
  await expect(page.getByText("Finance", { exact: true })).toBeVisible();

  // A deal's rejection reason goes to the partner; its audit trail formats dates and hides ids.
  const partner = await createActivePartner("words");
  const api = await openPartnerApi(partner.email);
  const pending = uniqueCustomer("Fabrikam");
  const pendingId = await registerDeal(api, dealBody(pending.customer, pending.domain));
  await page.goto(`/admin/deals/${pendingId}`);
  await page.getByRole("button", { name: "Reject…" }).click();
  await expect(page.getByLabel("Reason for rejection (emailed to the partner)")).toBeVisible();
  await expect(page.getByText("emailed to the applicant")).toHaveCount(0);

  // An extension request: the deal's protection moved to end in 12 days, then the partner asks.
  const extended = uniqueCustomer("Litware");
  const dealId = await registerDeal(api, dealBody(extended.customer, extended.domain));
  await postAsAdmin(partner.admin, `/api/admin/deals/${dealId}/approve`);
  const moved = await partner.admin.patch(`/api/admin/data/deals/${dealId}`, {
    data: { protectionExpires: new Date(Date.now() + 12 * DAY_MS).toISOString() },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  const asked = await api.post(`/api/partners/deals/${dealId}/extension`, {
    data: { reason: "Procurement needs another month." },
  });
  expect(asked.status(), await asked.text()).toBe(200);
  await api.dispose();

  await page.goto("/admin/deals?status=extension");
  await expect(page.getByRole("table", { name: "Deals with an extension request" })).toBeVisible();
  await expect(page.getByText("Extension requests deals")).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto(`/admin/deals/${dealId}`);
  const trail = auditTrail(page);
  await expect(trail).toContainText(/Protection expires: \d{1,2} \w{3} \d{4}, \d{2}:\d{2} UTC/);
  await expect(trail).not.toContainText("ProtectionExpires");
  await expect(trail).not.toContainText(/\d{4}-\d{2}-\d{2}T/);
  await expect(trail).not.toContainText(uuid);
});

test("the announcements list says when nothing was posted yet", async ({ page }) => {
  test.setTimeout(90_000);
  // A server of its own: on the shared one other tests may have posted announcements already.
  const server = await startOwnServer(e2eConfig.port + 12, {
    ADMIN_EMAIL: adminAccount.email,
    ADMIN_PASSWORD: adminAccount.password,
    ADMIN_REQUIRE_2FA: "false",
  });
  try {
    const login = await page.request.post(`${server.baseUrl}/api/auth/login`, {
      data: { email: adminAccount.email, password: adminAccount.password },
    });
    expect(login.status(), await login.text()).toBe(200);
    await page.goto(`${server.baseUrl}/admin/announcements`);
    const posted = page.locator("section", {
      has: page.getByRole("heading", { name: "Posted announcements" }),
    });
    await expect(posted).toContainText("No announcements posted yet.");
    await expect(posted).not.toContainText("No actions recorded yet.");
  } finally {
    await server.stop();
  }
});
