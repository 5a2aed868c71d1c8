import { expect, test } from "../support/test";
import { postAsAdmin } from "../support/admin-api";
import { expectNoAxeViolations } from "../support/axe";
import { openDashboardTab, toastWithText } from "../support/dashboard-tabs";
import { DAY_MS, dealBody, fillDealForm, registerDeal, uniqueCustomer } from "../support/deals";
import { createActivePartner } from "../support/partners";
import { openPartnerApi, openSignedInAdminPage, signInThroughPage } from "../support/sign-in";

// Protection extensions: an approved deal in its last 30 days of protection; the partner
// asks once for 30 more days with a reason, the card says so, the team grants it in the
// console, the card counts the new days and no second request is offered; a refusal leaves
// the protection as it was and is final. And a partner who registers its own customer again
// is offered the deal it already has.

/**
 * A new partner's deal, approved by the team, whose protection the console's data editor then
 * moves to end `days` from now (minus an hour, so the countdown, rounded up, reads `days`
 * whatever the time of day).
 */
async function approvedDealEndingIn(label: string, customerName: string, days: number) {
  const partner = await createActivePartner(label);
  const { customer, domain } = uniqueCustomer(customerName);
  const api = await openPartnerApi(partner.email);
  const dealId = await registerDeal(api, dealBody(customer, domain));
  await postAsAdmin(partner.admin, `/api/admin/deals/${dealId}/approve`);
  const moved = await partner.admin.patch(`/api/admin/data/deals/${dealId}`, {
    data: { protectionExpires: new Date(Date.now() + days * DAY_MS - 3_600_000).toISOString() },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  return { partner, customer, api, dealId };
}

test("an approved deal in its last 30 days: the partner requests an extension, the team grants it, the card shows the new countdown", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { partner, customer, api, dealId } = await approvedDealEndingIn("extension", "Tailspin", 20);

  await signInThroughPage(page, partner.email);
  await openDashboardTab(page, "Deals");
  const card = page.getByTestId("deal-card").filter({ hasText: customer });
  await expect(card).toContainText("Protected for 20 more days");
  await expect(card).not.toContainText("Extension");

  // The request lives in the deal's details; a reason is required.
  await card.getByRole("button", { name: `View details of ${customer}` }).click();
  const details = page.getByRole("dialog", { name: customer });
  await expect(details.getByRole("heading", { name: "Request a 30-day extension" })).toBeVisible();
  await expectNoAxeViolations(page);
  await details.getByRole("button", { name: "Request Extension" }).click();
  await expect(
    details.getByText("Please give a reason for the extension (up to 1,000 characters)."),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await details.getByLabel("Reason").fill("The customer's board decides in six weeks.");
  await details.getByRole("button", { name: "Request Extension" }).click();
  await expect(toastWithText(page, "Extension requested")).toBeVisible();

  // The card says it is requested; the details show it in the history and offer no second request.
  await expect(card).toContainText("Extension requested");
  await expect(card).toContainText("Protected for 20 more days");
  await card.getByRole("button", { name: `View details of ${customer}` }).click();
  await expect(details).toContainText("Extension requested");
  await expect(details).toContainText("Reason: The customer's board decides in six weeks.");
  await expect(details.getByRole("button", { name: "Request Extension" })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(details).toBeHidden();

  // The team finds it among the extension requests and grants it.
  const team = await openSignedInAdminPage(browser);
  await team.goto("/admin/deals?status=extension");
  await team.getByRole("link", { name: customer }).click();
  await expect(team.getByRole("heading", { level: 1, name: customer })).toBeVisible();
  await expect(team.getByText("Requested: The customer's board decides in six weeks.")).toBeVisible();
  await team.getByLabel("Note to the partner (optional)").fill("Granted once; good luck with the board.");
  await expectNoAxeViolations(team);
  await team.getByRole("button", { name: "Grant 30 days" }).click();
  await expect(toastWithText(team, "Extension granted")).toBeVisible();
  await expect(team.getByRole("heading", { name: "Extension request" })).toBeHidden();

  // The partner's card counts the 30 extra days; nothing more can be asked.
  await openDashboardTab(page, "Overview");
  await openDashboardTab(page, "Deals");
  await expect(card).toContainText("Protected for 50 more days");
  await expect(card).toContainText("Extension granted");
  await card.getByRole("button", { name: `View details of ${customer}` }).click();
  await expect(details).toContainText("Extension granted");
  await expect(details).toContainText("Reason: Granted once; good luck with the board.");
  await expect(details.getByRole("heading", { name: "Request a 30-day extension" })).toHaveCount(0);
  await expectNoAxeViolations(page);
  const again = await api.post(`/api/partners/deals/${dealId}/extension`, {
    data: { reason: "Once more, please." },
  });
  expect([again.status(), ((await again.json()) as { error: string }).error]).toEqual([
    409,
    "An extension can be requested once, within the last 30 days of protection.",
  ]);

  await api.dispose();
  await team.context().close();
});

test("the team refuses an extension with a note: the protection is unchanged, the partner sees the refusal and cannot ask again", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { partner, customer, api, dealId } = await approvedDealEndingIn("refusal", "Litware", 12);
  const requested = await api.post(`/api/partners/deals/${dealId}/extension`, {
    data: { reason: "Procurement needs another month." },
  });
  expect(requested.status(), await requested.text()).toBe(200);

  const team = await openSignedInAdminPage(browser);
  await team.goto("/admin/deals?status=extension");
  await team.getByRole("link", { name: customer }).click();
  await expect(team.getByText("Requested: Procurement needs another month.")).toBeVisible();
  await team
    .getByLabel("Note to the partner (optional)")
    .fill("Protection ends as planned; register it again if it slips.");
  await team.getByRole("button", { name: "Refuse" }).click();
  await expect(toastWithText(team, "Extension refused")).toBeVisible();
  await expect(team.getByRole("heading", { name: "Extension request" })).toBeHidden();
  await expectNoAxeViolations(team);

  await signInThroughPage(page, partner.email);
  await openDashboardTab(page, "Deals");
  const card = page.getByTestId("deal-card").filter({ hasText: customer });
  await expect(card).toContainText("Protected for 12 more days");
  await expect(card).toContainText("Extension refused");
  await card.getByRole("button", { name: `View details of ${customer}` }).click();
  const details = page.getByRole("dialog", { name: customer });
  await expect(details).toContainText("Extension refused");
  await expect(details).toContainText("Reason: Protection ends as planned; register it again if it slips.");
  await expect(details.getByRole("heading", { name: "Request a 30-day extension" })).toHaveCount(0);
  await expectNoAxeViolations(page);
  const again = await api.post(`/api/partners/deals/${dealId}/extension`, {
    data: { reason: "Please reconsider." },
  });
  expect([again.status(), ((await again.json()) as { error: string }).error]).toEqual([
    409,
    "An extension can be requested once, within the last 30 days of protection.",
  ]);

  await api.dispose();
  await team.context().close();
});

test("registering a customer again offers the partner's existing deal, and the dashboard's ?deal= address opens it", async ({
  page,
}) => {
  const partner = await createActivePartner("duplicate");
  const { customer, domain } = uniqueCustomer("Fourth Coffee");
  const api = await openPartnerApi(partner.email);
  const dealId = await registerDeal(api, dealBody(customer, domain));
  await api.dispose();

  await signInThroughPage(page, partner.email);
  await openDashboardTab(page, "Deals");
  await page.getByRole("button", { name: "New Deal" }).click();
  const form = await fillDealForm(page, {
    customer: `${customer} again`,
    website: `http://WWW.${domain}/contact`,
  });
  await form.getByRole("button", { name: "Submit Deal" }).click();
  await expect(form.getByRole("alert")).toContainText("You have already registered this customer.");
  await expectNoAxeViolations(page);
  await form.getByRole("button", { name: "View the existing deal" }).click();
  const details = page.getByRole("dialog", { name: customer, exact: true });
  await expect(details).toContainText("Status: Pending");
  await expect(page.getByRole("dialog", { name: "Register a Deal" })).toBeHidden();
  await expect(page.getByTestId("deal-card")).toHaveCount(1);

  // The address the API's 409 gives (existingDeal.viewUrl) opens the same details.
  await page.goto(`/partner-portal/dashboard?deal=${dealId}`);
  await expect(page.getByRole("tab", { name: "Deals" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("dialog", { name: customer, exact: true })).toContainText("Status: Pending");
  await expectNoAxeViolations(page);
});
