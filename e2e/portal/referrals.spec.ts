import { expect, test, type Page } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";
import { e2eConfig } from "../support/config";
import { openDashboardTab, toastWithText } from "../support/dashboard-tabs";
import { uniqueIdentity } from "../support/identities";
import { waitForMail } from "../support/mail";
import { createActivePartner } from "../support/partners";
import { openSignedInAdminPage, signInThroughPage } from "../support/sign-in";

// A referral from the partner's New Referral form to the team's console and back: the team
// qualifies it, the partner is emailed and sees the status, its history and the cards;
// Follow Up reaches the team once a day; the same contact cannot be referred twice.

const card = (page: Page, label: string) =>
  page
    .locator("div")
    .filter({ has: page.getByText(label, { exact: true }) })
    .last();

test("referral submit → the team qualifies it in the console → the partner sees the status, the history and the email", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const partner = await createActivePartner("referrer");
  const { company: lead } = uniqueIdentity("lead");
  const leadEmail = `lead-${Date.now()}@referral.example`;

  await signInThroughPage(page, partner.email);
  await openDashboardTab(page, "Referrals");
  await page.getByRole("button", { name: "New Referral" }).click();
  const form = page.getByRole("dialog", { name: "Refer a Lead" });
  await form.getByRole("button", { name: "Submit Referral" }).click();
  await expect(form).toContainText("Please enter the lead's name");
  await expect(form).toContainText("Please confirm you have this person's permission to share their details");
  await form.getByLabel("Lead's name").fill("Riley Lead");
  await form.getByLabel("Company").fill(lead);
  await form.getByLabel("Email").fill(leadEmail);
  await form.getByLabel("Phone (optional)").fill("+1 555 010 2030");
  await form.getByLabel("Expected value in USD (optional)").fill("48000");
  await form.getByLabel("Notes").fill("Their CFO wants a faster close.");
  await form.getByLabel("I have this person's permission to share their details").check();
  await expect(form).not.toContainText("Please enter the lead's name"); // corrected fields lose their errors
  await expectNoAxeViolations(page);
  await form.getByRole("button", { name: "Submit Referral" }).click();
  await expect(toastWithText(page, "Referral submitted")).toBeVisible();
  await expect(form).toBeHidden();
  const referralCard = page.getByTestId("referral-card").filter({ hasText: lead });
  await expect(referralCard).toContainText("Submitted");
  await expect(referralCard).toContainText("$48.0K");
  const teamMail = await waitForMail(e2eConfig.serverEnv.PROGRAMME_EMAIL, `New referral: ${lead}`);
  expect(teamMail.text).toContain(leadEmail);

  // The same contact again, in another case: refused without naming anyone.
  await page.getByRole("button", { name: "New Referral" }).click();
  await form.getByLabel("Lead's name").fill("Riley Again");
  await form.getByLabel("Company").fill(lead);
  await form.getByLabel("Email").fill(leadEmail.toUpperCase());
  await form.getByLabel("I have this person's permission to share their details").check();
  await form.getByRole("button", { name: "Submit Referral" }).click();
  await expect(form.getByRole("alert")).toContainText("This contact has already been referred.");
  await page.keyboard.press("Escape");
  await expect(form).toBeHidden();

  // The programme team qualifies it in the console.
  const team = await openSignedInAdminPage(browser);
  await team.goto("/admin/referrals");
  await expect(team.getByRole("heading", { level: 1, name: "Referrals" })).toBeVisible();
  await expectNoAxeViolations(team);
  await team.getByRole("link", { name: lead }).click();
  await expect(team.getByRole("heading", { level: 1, name: lead })).toBeVisible();
  await team.getByLabel("Status", { exact: true }).selectOption("qualified");
  await team.getByLabel("Note to the partner (optional)").fill("Budget confirmed for Q3.");
  await expectNoAxeViolations(team);
  await team.getByRole("button", { name: "Set status" }).click();
  await expect(toastWithText(team, "Status updated")).toBeVisible();
  await expect(team.getByText("Submitted → Qualified")).toBeVisible();
  await expect(
    team.locator("section").filter({ has: team.getByRole("heading", { name: "Audit trail" }) }),
  ).toContainText("Referral status");
  await team.context().close();

  const mail = await waitForMail(partner.email, `Referral update: ${lead}`);
  expect(mail.text).toContain("is now Qualified");
  expect(mail.text).toContain("Budget confirmed for Q3.");

  // The partner sees the new status, the cards and the history.
  await openDashboardTab(page, "Overview");
  await openDashboardTab(page, "Referrals");
  await expect(referralCard).toContainText("Qualified");
  await expect(card(page, "Qualified Leads")).toContainText("1");
  await referralCard.getByRole("button", { name: `View details of ${lead}` }).click();
  const details = page.getByRole("dialog", { name: lead });
  await expect(details).toContainText("Status: Submitted");
  await expect(details).toContainText("Status: Submitted → Qualified");
  await expect(details).toContainText("Programme team");
  await expect(details).toContainText("Note: Budget confirmed for Q3.");
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(details).toBeHidden();

  // Follow Up: once; a second within 24 hours is refused with a clear message.
  await referralCard.getByRole("button", { name: `Follow up on ${lead}` }).click();
  const followUp = page.getByRole("dialog", { name: `Follow Up: ${lead}` });
  await followUp.getByLabel("Note to the programme team").fill("Shall I set up a call with their CFO?");
  await expectNoAxeViolations(page);
  await followUp.getByRole("button", { name: "Send Follow-Up" }).click();
  await expect(toastWithText(page, "Follow-up sent to the programme team.")).toBeVisible();
  await expect(followUp).toBeHidden();
  const followUpMail = await waitForMail(e2eConfig.serverEnv.PROGRAMME_EMAIL, `Referral follow-up: ${lead}`);
  expect(followUpMail.text).toContain("Shall I set up a call with their CFO?");
  await referralCard.getByRole("button", { name: `Follow up on ${lead}` }).click();
  await followUp.getByLabel("Note to the programme team").fill("Any news?");
  await followUp.getByRole("button", { name: "Send Follow-Up" }).click();
  await expect(followUp.getByRole("alert")).toContainText(
    "You have already followed up on this referral in the last 24 hours.",
  );
});
