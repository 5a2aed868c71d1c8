import { expect, test } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";
import { adminAccount, uniqueSuffix } from "../support/identities";
import { waitForMail } from "../support/mail";
import { registerAnonymously } from "../support/registration";
import { signInThroughApi } from "../support/sign-in";

// Registrations: open registrations wait in the console for approval or rejection.

test("an open registration is approved in the console and the company is told", async ({ page }) => {
  const id = uniqueSuffix();
  const email = `open-${id}@northwind.example`;
  const company = `Northwind ${id}`;
  await registerAnonymously({ email, companyName: company, contactName: "Nora Wind" });

  await signInThroughApi(page, adminAccount.email, adminAccount.password);
  await page.goto("/admin/registrations");
  const row = page.getByRole("row", { name: new RegExp(company) });
  await expect(row.getByText(email)).toBeVisible();
  await expect(row.getByText("Email not verified")).toBeVisible();
  await row.getByRole("link", { name: company }).click();
  await expect(page.getByText("ERP Implementation")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Approve registration" }).click();
  await expect(page.getByText("Registration approved; the company was told by email.")).toBeVisible();
  await expect(page.getByText("This registration has been reviewed.")).toBeVisible();
  const trail = page.locator("section", { has: page.getByRole("heading", { name: "Audit trail" }) });
  await expect(trail.getByText("Registration approved")).toBeVisible();
  await waitForMail(email, "Your Finlytic AI partner account is approved");

  await page.goto("/admin/registrations");
  await expect(page.getByRole("row", { name: new RegExp(company) })).toHaveCount(0);
});

test("an open registration is rejected with a reason that is emailed", async ({ page }) => {
  const id = uniqueSuffix();
  const email = `refused-${id}@tailspin.example`;
  const company = `Tailspin ${id}`;
  const reason = `Your region is not covered by the programme yet (${id}).`;
  await registerAnonymously({ email, companyName: company, contactName: "Tom Tail" });

  await signInThroughApi(page, adminAccount.email, adminAccount.password);
  await page.goto(`/admin/registrations?q=${id}`);
  await page.getByRole("link", { name: company }).click();
  await page.getByRole("button", { name: "Reject…" }).click();
  await page.getByLabel("Reason for rejection (emailed to the applicant)").fill(reason);
  await page.getByRole("button", { name: "Send rejection" }).click();
  await expect(page.getByText("Registration rejected; the reason was emailed.")).toBeVisible();
  const mail = await waitForMail(email, /^Your Finlytic AI partner registration$/);
  expect(mail.text).toContain(`Reason: ${reason}`);
});
