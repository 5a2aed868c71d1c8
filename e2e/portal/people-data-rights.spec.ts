import { expect, test, type Page } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";
import { openDashboardTab, toastWithText } from "../support/dashboard-tabs";
import { partnerPassword, uniqueIdentity } from "../support/identities";
import { findLinkInText } from "../support/links";
import { waitForMail } from "../support/mail";
import { createActivePartner } from "../support/partners";
import { openPartnerApi, openSignedInAdminPage, signInThroughPage } from "../support/sign-in";

// People and their data: the owner completes their profile and the company's details in
// Settings; a member downloads their own data (not the company's), asks to close their
// account, sees the request pending with its date and withdraws it; asked again, the
// programme team approves it in the console only after the confirmation dialog. Axe checks
// every new state at 375 and 1280 px.

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

/** A member of the owner's company, invited and joined through the API, signed out. */
async function addMember(ownerEmail: string): Promise<string> {
  const email = uniqueIdentity("people-member").email;
  const owner = await openPartnerApi(ownerEmail);
  const invited = await owner.post("/api/partners/team/invitations", { data: { email, role: "member" } });
  expect(invited.status(), await invited.text()).toBe(201);
  const mail = await waitForMail(email, "Join");
  const token = findLinkInText(mail.text, "/partner-portal/join?token=").searchParams.get("token");
  const joined = await owner.post("/api/partners/team/invitations/accept", {
    data: { token, firstName: "Mia", lastName: "Member", password: partnerPassword },
  });
  expect(joined.status(), await joined.text()).toBe(201);
  await owner.dispose();
  return email;
}

test("the owner completes their profile and the company's details in Settings", async ({ page }) => {
  test.setTimeout(120_000);
  const owner = await createActivePartner("people-owner");
  await page.setViewportSize(viewports[0]!);
  await signInThroughPage(page, owner.email);
  await openDashboardTab(page, "Settings");

  await page.getByRole("button", { name: "Edit your profile" }).click();
  const profile = page.getByRole("form", { name: "Your profile" });
  await expect(profile).toBeVisible();
  await axeAtBothViewports(page);
  await profile.getByLabel("Phone").fill("call me");
  await profile.getByRole("button", { name: "Save" }).click();
  await expect(profile.getByText("Please enter a valid phone number")).toBeVisible();
  await axeAtBothViewports(page);
  await profile.getByLabel("Job Title").fill("Partner Manager");
  await profile.getByLabel("Phone").fill("+1 512 555 0100");
  await profile.getByRole("button", { name: "Save" }).click();
  await expect(toastWithText(page, "Your profile is saved.")).toBeVisible();
  await expect(page.getByText("Partner Manager")).toBeVisible();
  await expect(page.getByText("+1 512 555 0100")).toBeVisible();

  await page.getByRole("button", { name: "Edit the company's details" }).click();
  const company = page.getByRole("form", { name: "Company details" });
  await expect(company.getByText("The programme team is told")).toBeVisible();
  await axeAtBothViewports(page);
  await company.getByLabel("Tax Number (GST, VAT or EIN)").fill("US-12-3456789");
  await company.getByRole("button", { name: "Save" }).click();
  await expect(toastWithText(page, "The company's details are saved.")).toBeVisible();
  await expect(page.getByText("US-12-3456789")).toBeVisible();
  await waitForMail("programme@finlytic.test", `Legal details changed: ${owner.company}`);
});

test("a member downloads their own data, asks to close the account, withdraws, and the team approves only after confirming", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const owner = await createActivePartner("people-rights");
  const memberEmail = await addMember(owner.email);
  await page.setViewportSize(viewports[1]!);
  await signInThroughPage(page, memberEmail);
  await openDashboardTab(page, "Settings");

  // Their own data, whatever their role; the company's is the owners' and finance's.
  await expect(page.getByRole("button", { name: "Download Company Data" })).toHaveCount(0);
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download My Data" }).click();
  expect((await download).suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);

  await page.getByRole("button", { name: "Close Account" }).click();
  await expect(page.getByRole("dialog", { name: "Close Your Account" })).toBeVisible();
  await axeAtBothViewports(page);
  await page.getByLabel("Reason (optional)").fill("Leaving the firm");
  await page.getByRole("button", { name: "Ask to Close Account" }).click();
  const pending = page.getByRole("status").filter({ hasText: "You asked to close your account on" });
  await expect(pending).toContainText(/on \d{1,2} \w{3} \d{4}\./);
  await axeAtBothViewports(page);
  await page.getByRole("button", { name: "Withdraw Request" }).click();
  await expect(toastWithText(page, "Your request is withdrawn")).toBeVisible();
  await expect(page.getByRole("button", { name: "Close Account" })).toBeVisible();

  // Asked again (it shows after a reload too), then decided by the programme team.
  await page.getByRole("button", { name: "Close Account" }).click();
  await page.getByRole("button", { name: "Ask to Close Account" }).click();
  await expect(pending).toBeVisible();
  await page.reload();
  await expect(pending).toBeVisible();

  const admin = await openSignedInAdminPage(browser);
  await admin.goto("/admin");
  await expect(admin.getByRole("link", { name: /Account closure requests/ })).toBeVisible();
  await admin.goto("/admin/privacy");
  await admin.getByRole("button", { name: `Approve and erase: ${memberEmail}` }).click();
  const dialog = admin.getByRole("alertdialog", {
    name: /Close Mia Member's account and erase their data\?/,
  });
  await expect(dialog).toContainText("This cannot be undone.");
  await axeAtBothViewports(admin);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(admin.getByRole("button", { name: `Approve and erase: ${memberEmail}` })).toBeVisible();
  await admin.getByRole("button", { name: `Approve and erase: ${memberEmail}` }).click();
  await dialog.getByRole("button", { name: "Approve and erase" }).click();
  await expect(toastWithText(admin, "Mia Member's account is closed")).toBeVisible();
  await expect(admin.getByRole("button", { name: `Approve and erase: ${memberEmail}` })).toHaveCount(0);
  await admin.context().close();
});
