import { expect, test, type Page } from "../support/test";
import { postAsAdmin } from "../support/admin-api";
import { expectNoAxeViolations } from "../support/axe";
import { e2eConfig } from "../support/config";
import { openDashboardTab, toastWithText } from "../support/dashboard-tabs";
import { dealBody, registerDeal } from "../support/deals";
import { partnerPassword, uniqueIdentity } from "../support/identities";
import { listMail, waitForMail } from "../support/mail";
import { createActivePartner } from "../support/partners";
import { openPartnerApi, signInThroughPage } from "../support/sign-in";
import { totpAt } from "../support/two-factor";

// Settings and sign-in: notification switches honoured by the outbox (security mail still
// goes), Change Password signing another browser out, and two-factor authentication from
// enrolment through sign-in with a TOTP code and with a recovery code to disabling it.

async function signInWithCode(page: Page, email: string, code: string) {
  await page.goto("/partner-portal/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(partnerPassword);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByLabel("Authentication code")).toBeVisible();
  await page.getByLabel("Authentication code").fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
}

async function logOut(page: Page) {
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/partner-portal\/login/);
}

test("deal updates off: no deal email, while the password change's security email goes and signs the other browser out", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const partner = await createActivePartner("prefs");
  await signInThroughPage(page, partner.email);
  await openDashboardTab(page, "Settings");
  const dealUpdates = page.getByRole("switch", { name: "Deal updates" });
  await expect(dealUpdates).toBeEnabled();
  await dealUpdates.click();
  await expect(toastWithText(page, "Notification preferences saved.")).toBeVisible();
  await expect(dealUpdates).toHaveAttribute("aria-checked", "false");
  await expectNoAxeViolations(page);
  await page.reload();
  await openDashboardTab(page, "Settings");
  await expect(page.getByRole("switch", { name: "Deal updates" })).toHaveAttribute("aria-checked", "false");
  await expect(page.getByRole("switch", { name: "Commission payments" })).toHaveAttribute(
    "aria-checked",
    "true",
  );

  // A deal registered and approved: the team hears of it, the partner does not.
  const { company } = uniqueIdentity("quiet");
  const customer = `Quiet ${company.split(" ").slice(-2).join(" ")}`;
  const api = await openPartnerApi(partner.email);
  const dealId = await registerDeal(api, dealBody(customer, `quiet-${Date.now()}.example`));
  await waitForMail(e2eConfig.serverEnv.PROGRAMME_EMAIL, customer);
  await postAsAdmin(partner.admin, `/api/admin/deals/${dealId}/approve`, {});

  // Another browser signed in as the same partner.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signInThroughPage(otherPage, partner.email);

  await page.getByRole("button", { name: "Change Password" }).click();
  const dialog = page.getByRole("dialog", { name: "Change Password" });
  await dialog.getByLabel("Current Password", { exact: true }).fill("Wrong-Passw0rd!");
  await dialog.getByLabel("New Password", { exact: true }).fill("Changed-Passw0rd!9");
  await dialog.getByLabel("Confirm New Password", { exact: true }).fill("Changed-Passw0rd!9");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Change Password" }).click();
  await expect(dialog.getByRole("alert")).toContainText("Your current password is incorrect.");
  await dialog.getByLabel("Current Password", { exact: true }).fill(partnerPassword);
  await dialog.getByRole("button", { name: "Change Password" }).click();
  await expect(toastWithText(page, "Your password has been changed.")).toBeVisible();
  await expect(dialog).toBeHidden();

  const security = await waitForMail(partner.email, "password was changed");
  expect(security.text).toContain("every other signed-in session was signed out");
  // This browser stays signed in; the other one is signed out at its next request.
  await page.reload();
  await expect(page).toHaveURL(/\/partner-portal\/dashboard/);
  await otherPage.reload();
  await expect(otherPage).toHaveURL(/\/partner-portal\/(login|session-expired)/);
  await other.close();
  // By now the outbox has sent everything queued before the security mail.
  const subjects = (await listMail(partner.email)).map((m) => m.subject);
  expect(subjects.filter((s) => s.includes(customer))).toEqual([]);
  await api.dispose();
});

test("two-factor authentication: enrol, sign in with a code, then with a recovery code (then spent), disable", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const partner = await createActivePartner("twofactor");
  await signInThroughPage(page, partner.email);
  await openDashboardTab(page, "Settings");
  await expect(page.getByTestId("two-factor-state")).toHaveText("Disabled");
  await page.getByRole("button", { name: "Enable" }).click();
  const enrol = page.getByRole("dialog", { name: "Enable Two-Factor Authentication" });
  await expect(enrol.getByRole("img", { name: /QR code/ })).toBeVisible();
  const key = (await enrol.getByTestId("manual-key").textContent())!.trim();
  await expectNoAxeViolations(page);
  await enrol.getByLabel("Authentication code").fill("000000");
  await enrol.getByRole("button", { name: "Verify and Enable" }).click();
  await expect(enrol.getByRole("alert")).toContainText("That code is not valid");
  await enrol.getByLabel("Authentication code").fill(totpAt(key, -1));
  await enrol.getByRole("button", { name: "Verify and Enable" }).click();
  await expect(enrol.getByTestId("recovery-codes").getByRole("listitem")).toHaveCount(10);
  const codes = (await enrol.getByTestId("recovery-codes").getByRole("listitem").allTextContents()).map((c) =>
    c.trim(),
  );
  expect(codes).toHaveLength(10);
  await expectNoAxeViolations(page);
  await enrol.getByRole("button", { name: "I have saved my recovery codes" }).click();
  await expect(enrol).toBeHidden();
  await expect(page.getByTestId("two-factor-state")).toHaveText("Enabled");
  await waitForMail(partner.email, "Two-factor authentication is on");

  // Sign out, then in: the password, then a code from the app.
  await logOut(page);
  await page.getByLabel("Email").fill(partner.email);
  await page.getByLabel("Password", { exact: true }).fill(partnerPassword);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByLabel("Authentication code")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel("Authentication code").fill(totpAt(key));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/partner-portal\/dashboard$/);

  // With a recovery code; the same code a second time is refused.
  await logOut(page);
  await signInWithCode(page, partner.email, codes[0]!);
  await expect(page).toHaveURL(/\/partner-portal\/dashboard$/);
  await logOut(page);
  await signInWithCode(page, partner.email, codes[0]!);
  await expect(
    page.getByRole("alert").filter({ hasText: "That code is not valid. Please try again." }),
  ).toBeVisible();
  await page.getByLabel("Authentication code").fill(codes[1]!);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/partner-portal\/dashboard$/);

  // Disabling asks for a code.
  await openDashboardTab(page, "Settings");
  await expect(page.getByText("8 recovery codes left")).toBeVisible();
  await page.getByRole("button", { name: "Disable" }).click();
  const disable = page.getByRole("dialog", { name: "Disable Two-Factor Authentication" });
  await expectNoAxeViolations(page);
  await disable.getByLabel("Authentication or recovery code").fill(codes[2]!);
  await disable.getByRole("button", { name: "Disable Two-Factor Authentication" }).click();
  await expect(disable).toBeHidden();
  await expect(page.getByTestId("two-factor-state")).toHaveText("Disabled");
  await waitForMail(partner.email, "Two-factor authentication is off");
  await logOut(page);
  await signInThroughPage(page, partner.email);
});
