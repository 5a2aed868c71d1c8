import fs from "node:fs";
import { expect, test } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";
import { openDashboardTab, requestPaymentThroughPreview, toastWithText } from "../support/dashboard-tabs";
import { fillDealForm } from "../support/deals";
import { uniqueIdentity } from "../support/identities";
import { createActivePartner } from "../support/partners";
import { openSignedInAdminPage, signInThroughPage } from "../support/sign-in";

// Deal registration end to end: the partner registers a deal, the team approves it, the
// protection countdown shows, the team closes it won, the commission is approved, the
// partner requests payment, the team pays it, the partner sees the reference and downloads
// the CSV. A second partner's attempt on the same customer gets the conflict message.

test("a registered deal through approval, protection, closed won, commission, payout and CSV; a second partner is refused", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const first = await createActivePartner("deals");
  const second = await createActivePartner("rival");
  const { company: suffix } = uniqueIdentity("customer");
  const customer = `Northwind ${suffix.split(" ").slice(-2).join(" ")}`;
  const domain = `northwind-${suffix.replace(/\W+/g, "-").toLowerCase()}.example`;

  // The partner registers the deal from the Deals tab.
  await signInThroughPage(page, first.email);
  await openDashboardTab(page, "Deals");
  await page.getByRole("button", { name: "New Deal" }).click();
  const form = await fillDealForm(page, { customer, website: `https://www.${domain}/about` });
  await expectNoAxeViolations(page);
  await form.getByRole("button", { name: "Submit Deal" }).click();
  await expect(toastWithText(page, "Deal submitted for review")).toBeVisible();
  const card = page.getByTestId("deal-card").filter({ hasText: customer });
  await expect(card).toContainText("Pending");
  await expect(card).toContainText("Probability10%");
  // Edit while pending (the same form, filled in) and the withdrawal confirmation.
  await card.getByRole("button", { name: `Edit ${customer}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Deal" });
  await expect(edit.getByLabel("Customer website")).toHaveValue(`https://www.${domain}/about`);
  await expectNoAxeViolations(page);
  await edit.getByLabel("Estimated value (USD)").fill("5000");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(toastWithText(page, "Deal updated")).toBeVisible();
  await card.getByRole("button", { name: `Withdraw ${customer}` }).click();
  await expect(page.getByRole("dialog", { name: "Withdraw Deal" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("dialog", { name: "Withdraw Deal" }).getByRole("button", { name: "Cancel" }).click();

  // A second partner's attempt on the same customer (another spelling of its website) is refused.
  const rival = await browser.newContext();
  const rivalPage = await rival.newPage();
  await signInThroughPage(rivalPage, second.email);
  await openDashboardTab(rivalPage, "Deals");
  await rivalPage.getByRole("button", { name: "New Deal" }).click();
  const rivalForm = await fillDealForm(rivalPage, { customer: "Northwind", website: domain.toUpperCase() });
  await rivalForm.getByRole("button", { name: "Submit Deal" }).click();
  await expect(rivalForm.getByRole("alert")).toHaveText(
    "This customer is already registered by another partner.",
  );
  await expectNoAxeViolations(rivalPage);

  // The team approves it in the console.
  const team = await openSignedInAdminPage(browser);
  await team.goto("/admin/deals");
  await expectNoAxeViolations(team);
  await team.getByRole("link", { name: customer }).click();
  await expect(team.getByRole("heading", { level: 1, name: customer })).toBeVisible();
  await expectNoAxeViolations(team);
  await team.getByRole("button", { name: "Approve and protect" }).click();
  await expect(toastWithText(team, "Deal approved")).toBeVisible();

  // The countdown shows on the partner's card; View Details shows the history.
  await openDashboardTab(page, "Overview");
  await openDashboardTab(page, "Deals");
  await expect(card).toContainText("Protected for 90 more days");
  await card.getByRole("button", { name: `View details of ${customer}` }).click();
  const details = page.getByRole("dialog", { name: customer });
  await expect(details).toContainText("Status: Pending → Approved");
  await expect(details).toContainText("Programme team");
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(details).toBeHidden();

  // The team moves it to closed won; the commission appears, and the team approves it.
  await team.getByLabel("Stage").selectOption("closed_won");
  await team.getByRole("button", { name: "Set stage" }).click();
  await team
    .getByRole("alertdialog", { name: "Mark this deal Closed Won?" })
    .getByRole("button", { name: "Mark Closed Won" })
    .click();
  await expect(toastWithText(team, "Stage updated")).toBeVisible();
  await team.goto("/admin/commissions");
  await expectNoAxeViolations(team);
  await team.getByRole("button", { name: `Approve commission for ${customer}` }).click();
  await expect(toastWithText(team, "Commission approved")).toBeVisible();

  // The partner sees it approved and requests payment.
  await openDashboardTab(page, "Commissions");
  const row = page.getByRole("row").filter({ hasText: customer });
  await expect(row).toContainText("$500");
  await expect(row).toContainText("Approved");
  await requestPaymentThroughPreview(page);
  await expect(toastWithText(page, "Payment requested: $500")).toBeVisible();

  // The team marks the request paid with a reference and date.
  const reference = `WIRE-${Date.now().toString(36).toUpperCase()}`;
  await team.goto("/admin/payouts");
  await team.getByRole("button", { name: `Mark paid: ${first.company}` }).click();
  const paidForm = team.getByRole("form", { name: `Mark paid: ${first.company}` });
  await paidForm.getByLabel("Payment reference").fill(reference);
  await expectNoAxeViolations(team);
  await paidForm.getByRole("button", { name: "Mark paid" }).click();
  await team.getByRole("alertdialog").getByRole("button", { name: "Mark paid" }).click();
  await expect(toastWithText(team, "is marked paid; the partner was emailed")).toBeVisible();

  // The partner sees the reference and downloads the CSV.
  await openDashboardTab(page, "Overview");
  await openDashboardTab(page, "Commissions");
  await expect(row).toContainText("Paid");
  await expect(row.getByRole("link", { name: /Statement/ })).toBeVisible();
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export" }).click();
  const csv = fs.readFileSync((await (await download).path())!, "utf8");
  expect(csv.split("\r\n")[0]).toBe(
    "\uFEFFCommission ID,Partner,Deal,Amount,Currency,Rate (%),Status,Created,Paid On,Payout Reference",
  );
  expect(csv).toContain(`${customer},500.00,USD,10,Paid,`);
  expect(csv).toContain(reference);

  await rival.close();
  await team.context().close();
});
