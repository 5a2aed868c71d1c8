import path from "node:path";
import Database from "better-sqlite3";
import { expect, test } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";
import { postAsAdmin } from "../support/admin-api";
import { e2eConfig } from "../support/config";
import { openDashboardTab, openPaymentPreview, toastWithText } from "../support/dashboard-tabs";
import { dealBody, registerDeal, uniqueCustomer } from "../support/deals";
import { createActivePartner } from "../support/partners";
import { openPartnerApi, openSignedInAdminPage, signInThroughPage } from "../support/sign-in";

// Payouts as a finance team runs them: a finance user adds a bank account and a W-8BEN,
// requests a payout in EUR for USD commissions, the team adds the rate, runs and pays it,
// and the partner sees the rate the payout converted at and the paid statement.

/** Makes the partner's only user a finance user (no team invitations are needed for that). */
function makeFinanceUser(email: string) {
  const file = path.join(process.cwd(), e2eConfig.serverEnv.DATA_DIR, "app.db");
  const db = new Database(file);
  try {
    db.pragma("busy_timeout = 5000");
    db.prepare("update users set member_role = 'finance' where email = ?").run(email.toLowerCase());
  } finally {
    db.close();
  }
}

test("a finance user adds payout details, requests a EUR payout of USD commissions, and the team runs and pays it", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const partner = await createActivePartner("payouts", { payoutDetails: false });
  const admin = partner.admin;
  const api = await openPartnerApi(partner.email);
  const { customer, domain } = uniqueCustomer("Payout run");
  const dealId = await registerDeal(api, dealBody(customer, domain, 5000));
  await postAsAdmin(admin, `/api/admin/deals/${dealId}/approve`);
  const staged = await postAsAdmin(admin, `/api/admin/deals/${dealId}/stage`, { stage: "closed_won" });
  await postAsAdmin(admin, `/api/admin/commissions/${String(staged.commissionId)}/approve`);
  await api.dispose();
  makeFinanceUser(partner.email);

  // The team enters today's USD to EUR rate in the console.
  const team = await openSignedInAdminPage(browser);
  await team.goto("/admin/exchange-rates");
  const rateForm = team.getByRole("form", { name: "Add an exchange rate" });
  await rateForm.getByLabel("Base currency (1 unit)").selectOption("USD");
  await rateForm.getByLabel("Quote currency").selectOption("EUR");
  await rateForm.getByLabel("Rate (quote per 1 base)").fill("0.9234");
  await rateForm.getByRole("button", { name: "Add rate" }).click();
  await expect(team.getByRole("table")).toContainText("0.9234");
  await expectNoAxeViolations(team, { exclude: ["[data-sonner-toaster]"] });

  // Without payout details, Request Payment says what is missing and where.
  await signInThroughPage(page, partner.email);
  await openDashboardTab(page, "Commissions");
  const missing = await openPaymentPreview(page);
  await expect(missing.getByRole("alert")).toContainText("in Settings, Payouts");
  await missing.getByRole("button", { name: "Cancel" }).click();

  // Settings, Payouts: a bank account and a W-8BEN.
  await openDashboardTab(page, "Settings");
  const payouts = page.getByRole("region", { name: "Payout method" });
  await payouts.getByLabel("Payout method", { exact: true }).selectOption("bank_iban");
  // The name as the bank receives it, in the SEPA character set.
  await payouts.getByLabel("Account holder").fill("Grace Hopper & Søn");
  await expect(payouts.getByTestId("payout-bank-name")).toHaveText(
    "Your bank receives the name as: Grace Hopper + Son",
  );
  await payouts.getByLabel("IBAN").fill("DE89 3704 0044 0532 0130 00");
  await payouts.getByLabel("BIC").fill("COBADEFFXXX");
  await payouts.getByLabel("Payout currency").selectOption("EUR");
  await payouts.getByRole("button", { name: "Save payout method" }).click();
  await expect(page.getByTestId("payout-method-current")).toContainText("•••• 3000 in EUR");
  const tax = page.getByRole("region", { name: "Tax form" });
  await tax.getByLabel("Tax form", { exact: true }).selectOption("W-8BEN");
  // Signing with nothing filled in names every missing line at once.
  await tax.getByRole("button", { name: "Sign and submit W-8BEN" }).click();
  for (const label of [/^Name of individual/, /^Country of citizenship/, "Street address", /^Date of birth/])
    await expect(tax.getByLabel(label, { exact: typeof label === "string" })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
  await tax.getByLabel(/^Name of individual/).fill("Grace Hopper");
  // Countries by name, not code.
  await tax.getByLabel(/^Country of citizenship/).selectOption({ label: "Germany" });
  await tax.getByLabel(/^Date of birth/).fill("1980-12-09");
  await tax.getByLabel("Street address", { exact: true }).fill("Unter den Linden 1");
  await tax.getByLabel("City", { exact: true }).fill("Berlin");
  await tax.getByLabel("Postal code", { exact: true }).fill("10117");
  await tax.getByLabel("Country", { exact: true }).selectOption({ label: "Germany" });
  await tax.getByLabel(/^Foreign tax identifying number/).fill("12345678901");
  // What the signer certifies is shown before the signature.
  await expect(tax.getByTestId("tax-certification")).toContainText(
    "I certify that I have the capacity to sign for the person identified on line 1 of this form.",
  );
  await tax.getByLabel("Signature: type your full name", { exact: true }).fill("Grace Hopper");
  await expect(tax.getByLabel("Capacity in which you sign")).toHaveValue("Beneficial owner");
  // Scrolled down to the form, the sticky header covers the Security panel's buttons, which
  // axe then reports as too small: check the page from its top.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoAxeViolations(page, { exclude: ["[data-sonner-toaster]"] });
  await tax.getByRole("button", { name: "Sign and submit W-8BEN" }).click();
  await expect(page.getByTestId("tax-form-current")).toContainText("W-8BEN");
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoAxeViolations(page, { exclude: ["[data-sonner-toaster]"] });

  // The payout request converts the USD commission to EUR at the team's rate.
  await openDashboardTab(page, "Commissions");
  // It first shows what will be paid: the conversion with its rate, the total, where it goes.
  const preview = await openPaymentPreview(page);
  await expect(preview.getByTestId("payout-preview-conversions")).toContainText("at 1 USD = 0.9234 EUR");
  await expect(preview.getByTestId("payout-preview-total")).toContainText("Total: €");
  await expect(preview).toContainText("Bank account (IBAN) •••• 3000");
  await preview.getByRole("button", { name: "Confirm Request" }).click();
  await expect(toastWithText(page, "Payment requested: €")).toBeVisible();
  await expect(page.getByTestId("payout-conversion")).toContainText("at 1 USD = 0.9234 EUR");
  await expectNoAxeViolations(page, { exclude: ["[data-sonner-toaster]"] });

  // The team runs it, downloads the SEPA file and marks the run paid.
  await team.goto("/admin/payout-runs");
  await team.getByRole("checkbox", { name: new RegExp(partner.company) }).check();
  await team.getByRole("button", { name: /Create payout run/ }).click();
  await expect(team.getByRole("table")).toContainText("Open");
  await expectNoAxeViolations(team, { exclude: ["[data-sonner-toaster]"] });
  const sepaHref = (await team
    .getByRole("link", { name: /SEPA XML/ })
    .first()
    .getAttribute("href"))!;
  const sepa = await team.request.get(sepaHref);
  expect(sepa.status()).toBe(200);
  const xml = await sepa.text();
  expect(xml).toContain("<IBAN>DE89370400440532013000</IBAN>");
  expect(xml).toContain("<Cdtr><Nm>Grace Hopper + Son</Nm></Cdtr>");
  expect(xml).toContain('<InstdAmt Ccy="EUR">');
  const reference = `RUN-${Date.now().toString(36).toUpperCase()}`;
  await team.getByRole("button", { name: /^Mark paid: run of / }).click();
  const payForm = team.getByRole("form", { name: /^Mark paid: run of / });
  await payForm.getByLabel("Payment reference").fill(reference);
  await payForm.getByRole("button", { name: "Mark paid" }).click();
  const confirm = team.getByRole("alertdialog", { name: /paid\?$/ });
  await expect(confirm).toContainText(reference);
  await expectNoAxeViolations(team, { exclude: ["[data-sonner-toaster]"] });
  await confirm.getByRole("button", { name: "Mark paid" }).click();
  await expect(team.getByRole("table")).toContainText(reference);

  // The partner sees the payout paid, the rate it converted at, and its statement.
  await openDashboardTab(page, "Overview");
  await openDashboardTab(page, "Commissions");
  const history = page.getByTestId("payout-history");
  await expect(history).toContainText(`reference ${reference}`);
  await expect(history).toContainText("at 1 USD = 0.9234 EUR");
  const statementHref = (await history
    .getByRole("link", { name: /Statement/ })
    .first()
    .getAttribute("href"))!;
  const pdf = await page.request.get(statementHref);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  await expectNoAxeViolations(page, { exclude: ["[data-sonner-toaster]"] });
  await team.close();
  await admin.dispose();
});
