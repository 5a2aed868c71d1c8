import { expect, test } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";
import { openDashboardTab, openPaymentPreview, toastWithText } from "../support/dashboard-tabs";
import { dealBody, registerDeal, uniqueCustomer } from "../support/deals";
import { waitForMail } from "../support/mail";
import { createActivePartner } from "../support/partners";
import { openPartnerApi, openSignedInAdminPage, signInThroughPage } from "../support/sign-in";

// The team's review in the console as the partner sees it: a rejection's reason (emailed,
// and in the deal's details), a stage change in the history with the stage's probability,
// Request Payment below the payout minimum, and a rejected customer free to register again.

test("the team rejects one deal with a reason and moves another to a stage; the partner sees both in the cards and their history", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const partner = await createActivePartner("review");
  const rejected = uniqueCustomer("Litware");
  const staged = uniqueCustomer("Adatum");
  const api = await openPartnerApi(partner.email);
  const rejectedId = await registerDeal(api, dealBody(rejected.customer, rejected.domain));
  const stagedId = await registerDeal(api, dealBody(staged.customer, staged.domain));

  const team = await openSignedInAdminPage(browser);
  await team.goto(`/admin/deals/${rejectedId}`);
  await team.getByRole("button", { name: "Reject…" }).click();
  const reject = team.getByRole("form", { name: "Reject deal" });
  await reject
    .getByLabel("Reason for rejection (emailed to the partner)")
    .fill("The customer already buys from us directly.");
  await expectNoAxeViolations(team);
  await reject.getByRole("button", { name: "Send rejection" }).click();
  await expect(toastWithText(team, "Deal rejected")).toBeVisible();
  const mail = await waitForMail(partner.email, `Deal update: ${rejected.customer}`);
  expect(mail.text).toContain("Reason: The customer already buys from us directly.");

  await team.goto(`/admin/deals/${stagedId}`);
  await team.getByRole("button", { name: "Approve and protect" }).click();
  await expect(toastWithText(team, "Deal approved")).toBeVisible();
  await team.getByLabel("Stage").selectOption("proposal");
  await team.getByRole("button", { name: "Set stage" }).click();
  await expect(toastWithText(team, "Stage updated")).toBeVisible();
  await expect(team.getByText("Stage Proposal (50%)")).toBeVisible();

  await signInThroughPage(page, partner.email);
  await openDashboardTab(page, "Deals");
  const rejectedCard = page.getByTestId("deal-card").filter({ hasText: rejected.customer });
  await expect(rejectedCard).toContainText("Rejected");
  await expect(rejectedCard.getByRole("button", { name: `Edit ${rejected.customer}` })).toHaveCount(0);
  await expect(rejectedCard.getByRole("button", { name: `Withdraw ${rejected.customer}` })).toHaveCount(0);
  await rejectedCard.getByRole("button", { name: `View details of ${rejected.customer}` }).click();
  const rejectedDetails = page.getByRole("dialog", { name: rejected.customer });
  await expect(rejectedDetails).toContainText("Programme team's reason");
  await expect(rejectedDetails).toContainText("Status: Pending → Rejected");
  await expect(rejectedDetails).toContainText("Reason: The customer already buys from us directly.");
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(rejectedDetails).toBeHidden(); // the page behind stays inert until the dialog's exit ends

  const stagedCard = page.getByTestId("deal-card").filter({ hasText: staged.customer });
  await expect(stagedCard).toContainText("Probability50%");
  await expect(stagedCard).toContainText("StageProposal");
  await expect(stagedCard.getByRole("button", { name: `Withdraw ${staged.customer}` })).toBeVisible();
  await stagedCard.getByRole("button", { name: `View details of ${staged.customer}` }).click();
  const stagedDetails = page.getByRole("dialog", { name: staged.customer });
  await expect(stagedDetails).toContainText("Status: Pending → Approved");
  await expect(stagedDetails).toContainText("Stage: Prospecting → Proposal");
  await page.keyboard.press("Escape");
  await expect(stagedDetails).toBeHidden();

  // Nothing won and approved yet: Request Payment names the payout minimum and the approved total.
  await openDashboardTab(page, "Commissions");
  const preview = await openPaymentPreview(page);
  await expect(preview.getByRole("alert")).toContainText(
    "Request Payment needs approved, unpaid commissions of at least $100.00",
  );
  await expect(preview.getByRole("button", { name: "Confirm Request" })).toHaveCount(0);
  await preview.getByRole("button", { name: "Cancel" }).click();

  // A rejection frees the customer: it can be registered again.
  await registerDeal(api, dealBody(rejected.customer, `https://${rejected.domain}`));
  await api.dispose();
  await team.context().close();
});
