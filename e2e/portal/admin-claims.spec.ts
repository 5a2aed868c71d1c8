import { expect, test } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";
import { adminAccount, uniqueSuffix } from "../support/identities";
import { findLinkInText } from "../support/links";
import { waitForMail } from "../support/mail";
import { submitClaim } from "../support/registration";
import { signInThroughApi } from "../support/sign-in";

// The claims queue: the team approves one claim (the applicant receives the registration
// link) and rejects another with a reason (the applicant receives the reason), and each
// claim shows who did it and when.

test("approving a claim emails the registration link and records the action on the claim", async ({
  page,
}) => {
  const id = uniqueSuffix();
  const email = `approve-${id}@applicant.example`;
  const company = `Approved Advisory ${id}`;
  await submitClaim({
    firstName: "Amelia",
    companyName: company,
    email,
    whyJoin: "We run finance operations for 40 mid-market clients.",
  });

  await signInThroughApi(page, adminAccount.email, adminAccount.password);
  await page.goto("/admin/claims");
  await page.getByRole("searchbox").fill(company);
  await page.getByRole("button", { name: "Search" }).click();
  await page.getByRole("link", { name: company }).click();
  await expect(page.getByRole("heading", { name: company, level: 1 })).toBeVisible();
  await expect(page.getByText("We run finance operations for 40 mid-market clients.")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Approve and send registration link" }).click();
  await expect(page.getByText("Claim approved; the registration link was emailed.")).toBeVisible();
  const review = page.locator("section", { has: page.getByRole("heading", { name: "Review" }) });
  await expect(review.getByText("Approved", { exact: true })).toBeVisible();
  await expect(review.getByText(adminAccount.email)).toBeVisible();
  const trail = page.locator("section", { has: page.getByRole("heading", { name: "Audit trail" }) });
  await expect(trail.getByText("Claim approved")).toBeVisible();
  await expect(
    trail
      .getByRole("listitem")
      .filter({ hasText: "Claim approved" })
      .getByText(new RegExp(`by ${adminAccount.email}`)),
  ).toBeVisible();
  // Opening the claim started its review (the applicant's status page says "under review").
  await expect(
    trail
      .getByRole("listitem")
      .filter({ hasText: "Claim review started" })
      .getByText(new RegExp(`by ${adminAccount.email}`)),
  ).toBeVisible();

  const mail = await waitForMail(email, "approved");
  const link = findLinkInText(mail.text, "/partner-portal/register?token=");
  expect(link.searchParams.get("token")).toMatch(/^[\w-]{20,}$/);
  // The registration page accepts the emailed token.
  expect(
    (await page.request.get(`/api/partners/claim/verify-token/${link.searchParams.get("token")}`)).status(),
  ).toBe(200);

  await expectNoAxeViolations(page);
  await page.goto("/admin/claims?status=approved");
  await expect(page.getByRole("link", { name: company })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("rejecting a claim needs a reason, and the applicant receives it", async ({ page }) => {
  const id = uniqueSuffix();
  const email = `reject-${id}@applicant.example`;
  const company = `Rejected Ventures ${id}`;
  const reason = `We do not work with resellers in this region yet (${id}).`;
  await submitClaim({
    firstName: "Rafael",
    companyName: company,
    email,
    whyJoin: "We would like to resell automation to retailers.",
  });

  await signInThroughApi(page, adminAccount.email, adminAccount.password);
  await page.goto("/admin/claims");
  await page.getByRole("link", { name: company }).click();
  await page.getByRole("button", { name: "Reject…" }).click();
  await page.getByRole("button", { name: "Send rejection" }).click();
  await expect(page.getByText("Please give a reason.")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel("Reason for rejection (emailed to the applicant)").fill(reason);
  await page.getByRole("button", { name: "Send rejection" }).click();
  await expect(page.getByText("Claim rejected; the reason was emailed.")).toBeVisible();
  const trail = page.locator("section", { has: page.getByRole("heading", { name: "Audit trail" }) });
  await expect(trail.getByText("Claim rejected")).toBeVisible();
  await expect(trail.getByText(`Reason: ${reason}`)).toBeVisible();

  const mail = await waitForMail(email, /^Your Finlytic AI partnership claim$/);
  expect(mail.text).toContain(`Reason: ${reason}`);

  await page.goto("/admin/claims?status=rejected");
  const row = page.getByRole("row", { name: new RegExp(company) });
  await expect(row.getByText(`by ${adminAccount.email}`)).toBeVisible();
});
