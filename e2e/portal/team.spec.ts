import { expect, test, type Browser, type Page } from "../support/test";
import { postAsAdmin } from "../support/admin-api";
import { expectNoAxeViolations } from "../support/axe";
import { openDashboardTab, requestPaymentThroughPreview, toastWithText } from "../support/dashboard-tabs";
import { dealBody, registerDeal, uniqueCustomer } from "../support/deals";
import { partnerPassword, uniqueIdentity } from "../support/identities";
import { onTestedSite, waitForMailedLink } from "../support/links";
import { createActivePartner } from "../support/partners";
import { openSignedInAdminPage, signInThroughPage } from "../support/sign-in";

// A partner company as a team: the owner invites a finance colleague from Settings, who
// accepts from the email, signs in, sees commissions and requests a payout but registers no
// deal; a member's deal shows as theirs to the owner; removal signs the member out on their
// next request. Axe checks the Team screen and the invitation page at both viewports.

const viewports = [
  { width: 375, height: 800 },
  { width: 1280, height: 800 },
];

async function axeAtBothViewports(page: Page) {
  for (const size of viewports) {
    await page.setViewportSize(size);
    await expectNoAxeViolations(page);
  }
}

async function invite(page: Page, email: string, role: "Finance" | "Member" | "Admin") {
  await page.getByLabel("Colleague's email").fill(email);
  await page.getByLabel("Role", { exact: true }).selectOption({ label: role });
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(toastWithText(page, `Invitation sent to ${email}`)).toBeVisible();
}

/** Opens the emailed link in a browser of its own and joins; the new colleague lands on the dashboard. */
async function joinFromEmail(browser: Browser, email: string, firstName: string, axe = false): Promise<Page> {
  const link = await waitForMailedLink(email, "Join", "/partner-portal/join?token=");
  const page = await (await browser.newContext()).newPage();
  await page.goto(onTestedSite(link));
  await expect(page.getByRole("heading", { name: "Join Your Team" })).toBeVisible();
  if (axe) await axeAtBothViewports(page);
  await page.getByLabel("First Name").fill(firstName);
  await page.getByLabel("Last Name").fill("Colleague");
  await page.getByLabel("Password", { exact: true }).fill(partnerPassword);
  await page.getByLabel("Confirm Password", { exact: true }).fill(partnerPassword);
  await page.getByRole("button", { name: "Join the Team" }).click();
  await expect(page).toHaveURL(/\/partner-portal\/dashboard$/);
  return page;
}

test("an owner invites a finance colleague, who joins from the email, sees commissions and requests a payout but registers no deal", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const owner = await createActivePartner("team-owner");
  await postAsAdmin(owner.admin, `/api/admin/partners/${owner.partnerId}/commissions`, {
    amount: 500,
    rate: 10,
    status: "approved",
  });
  await signInThroughPage(page, owner.email);
  await openDashboardTab(page, "Settings");
  await expect(page.getByRole("heading", { name: "Team" })).toBeVisible();
  const financeEmail = uniqueIdentity("team-finance").email;
  await invite(page, financeEmail, "Finance");
  await expect(page.getByRole("list", { name: "Invitations" })).toContainText(financeEmail);
  await axeAtBothViewports(page);

  const joined = await joinFromEmail(browser, financeEmail, "Fran", true);
  await joined.context().close();
  // Later, on another browser, the new colleague signs in like anyone else.
  const finance = await (await browser.newContext()).newPage();
  await signInThroughPage(finance, financeEmail);
  await openDashboardTab(finance, "Commissions");
  await requestPaymentThroughPreview(finance);
  await expect(toastWithText(finance, "Payment requested")).toBeVisible();
  await openDashboardTab(finance, "Deals");
  await expect(finance.getByRole("button", { name: "New Deal" })).toHaveCount(0);
  const refused = await finance.request.post("/api/partners/deals", {
    data: dealBody("Finance Co", "https://finance-co.example"),
  });
  expect(refused.status()).toBe(403);

  // The owner's team now lists the colleague with their role.
  await page.reload();
  await expect(page.getByTestId("team-member").filter({ hasText: financeEmail })).toContainText("Finance");

  // The programme team sees the members on the console's partner page (this application's
  // console only: in proxy mode the partner API's console keeps partner data).
  if (test.info().project.name === "portal") {
    const programme = await openSignedInAdminPage(browser);
    await programme.goto(`/admin/partners/${owner.partnerId}`);
    const team = programme
      .locator("section")
      .filter({ has: programme.getByRole("heading", { name: "Team" }) });
    await expect(team).toContainText(financeEmail);
    await expect(team).toContainText("Finance");
    await axeAtBothViewports(programme);
  }
});

test("a member's deal shows as theirs to the owner; removing the member signs them out on their next request", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const owner = await createActivePartner("team-lead");
  await signInThroughPage(page, owner.email);
  await openDashboardTab(page, "Settings");
  const memberEmail = uniqueIdentity("team-member").email;
  await invite(page, memberEmail, "Member");
  const member = await joinFromEmail(browser, memberEmail, "Mia");
  // A member has no Commissions tab.
  await expect(member.getByRole("tab", { name: "Commissions" })).toHaveCount(0);
  const { customer, domain } = uniqueCustomer("Member Deal");
  await registerDeal(member.request, dealBody(customer, `https://${domain}`));

  await openDashboardTab(page, "Deals");
  const card = page.getByTestId("deal-card").filter({ hasText: customer });
  await expect(card).toContainText("Mia Colleague");
  await page.getByLabel("Whose").selectOption("me");
  await expect(card).toHaveCount(0);
  await page.getByLabel("Whose").selectOption("all");
  await expect(card).toBeVisible();

  await openDashboardTab(page, "Settings");
  const row = page.getByTestId("team-member").filter({ hasText: memberEmail });
  await row.getByRole("button", { name: "Remove Mia Colleague" }).click();
  await page
    .getByRole("alertdialog", { name: "Remove Mia Colleague from the team?" })
    .getByRole("button", { name: "Remove Mia Colleague" })
    .click();
  await expect(toastWithText(page, "Mia Colleague was removed")).toBeVisible();
  await expect(row).toHaveCount(0);

  // The member's very next request finds no session, and says why.
  expect((await member.request.get("/api/partners/deals")).status()).toBe(401);
  await member.reload();
  await expect(member).toHaveURL(/\/partner-portal\/login/);
  // Told why by this application's own sessions (in proxy mode the partner API keeps them).
  if (test.info().project.name === "portal")
    await expect(member.getByText("You were removed from your company's partner portal team")).toBeVisible();
  // What they registered stays the company's.
  await page.reload();
  await openDashboardTab(page, "Deals");
  await expect(page.getByTestId("deal-card").filter({ hasText: customer })).toContainText("Mia Colleague");
});
