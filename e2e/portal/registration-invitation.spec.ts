import { expect, test } from "../support/test";
import { openAdminApi, postAsAdmin } from "../support/admin-api";
import { expectNoAxeViolations } from "../support/axe";
import { toastWithText } from "../support/dashboard-tabs";
import { partnerPassword, uniqueIdentity } from "../support/identities";
import { onTestedSite, waitForMailedLink } from "../support/links";
import { fillStep1, fillStep2, fillStep3, next } from "../support/registration-wizard";

// The invited registration, step by step: pre-filled, each step validated, previous, clients,
// the attachments' rules, and success.

test.describe("registration wizard", () => {
  test("invitation: pre-filled, per-step validation, previous, clients, attachments rules, success", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const { email, company } = uniqueIdentity("invite");
    const admin = await openAdminApi();
    await postAsAdmin(admin, "/api/admin/invitations", { email, companyName: company });
    await page.goto(
      onTestedSite(await waitForMailedLink(email, "invited", "/partner-portal/register?invite=")),
    );
    await expect(
      toastWithText(page, "Welcome! You can now register directly with your invitation."),
    ).toBeVisible();
    await expect(page.getByLabel("Company Name")).toHaveValue(company);
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
    await expect(page.getByRole("progressbar", { name: "Registration progress" })).toHaveAttribute(
      "aria-valuenow",
      "1",
    );

    await next(page);
    await expect(toastWithText(page, "Please fill in all required fields correctly")).toBeVisible();
    for (const message of [
      "Website URL is required",
      "Industry is required",
      "Company size is required",
      "Annual revenue is required",
      "Full name is required",
      "Phone number is required",
      "Job title is required",
      "Password is required",
      "Password confirmation is required",
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel("Website URL")).toBeFocused();
    await expectNoAxeViolations(page);
    await page.getByLabel("Job Title").fill("x");
    await expect(page.getByText("Job title is required", { exact: true })).toHaveCount(0);
    await page.getByLabel("Website URL").fill("partner.example");
    await page.getByLabel("Password", { exact: true }).fill("short");
    await page.getByLabel("Confirm Password", { exact: true }).fill("different");
    await next(page);
    await expect(
      page.getByText("Please enter a valid URL (starting with http:// or https://)"),
    ).toBeVisible();
    await expect(page.getByText("Password must be at least 8 characters long")).toBeVisible();
    await page.getByLabel("Password", { exact: true }).fill(partnerPassword);
    await next(page);
    await expect(page.getByText("Passwords do not match")).toBeVisible();

    await fillStep1(page);
    await next(page);
    await expect(page.getByText("Step 2 of 4", { exact: true })).toBeVisible();
    await next(page);
    await expect(toastWithText(page, "Please fill in all required fields")).toBeVisible();
    for (const message of [
      "Partnership type is required",
      "At least one geographic coverage area is required",
      "At least one industry focus is required",
      "Expected deals per quarter is required",
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Previous" }).click();
    await expect(page.getByText("Step 1 of 4", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Full Name")).toHaveValue("Grace Hopper");
    await next(page);
    await fillStep2(page);
    for (let i = 1; i < 5; i += 1) await page.getByRole("button", { name: "Add Client" }).click();
    await expect(page.getByLabel(/^Client \d$/)).toHaveCount(5);
    await expect(page.getByRole("button", { name: "Add Client" })).toHaveCount(0);
    await page.getByLabel("Client 5", { exact: true }).fill("Globex");
    await next(page);

    await expect(page.getByText("Step 3 of 4", { exact: true })).toBeVisible();
    await next(page);
    for (const message of [
      "At least one technical capability is required",
      "Finance team size is required",
      "Technical staff size is required",
      "Sales team size is required",
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await fillStep3(page);
    await page.getByLabel("Finance Team Size").fill("-2");
    await page.getByLabel("Sales Team Size").fill("1.5");
    await next(page);
    await expect(page.getByText("Finance team size is required")).toBeVisible();
    await expect(page.getByText("Sales team size is required")).toBeVisible();
    await page.getByLabel("Finance Team Size").fill("0");
    await page.getByLabel("Sales Team Size").fill("1");

    const docs = page.getByLabel("Supporting Documents (optional)");
    await docs.setInputFiles([
      { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") },
      { name: "big.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(20 * 1024 * 1024 + 1, 0x25) },
    ]);
    await expect(page.getByText("notes.txt is not a supported file type").first()).toBeVisible();
    await expect(page.getByText("big.pdf is too large (max 20MB)").first()).toBeVisible();
    await docs.setInputFiles(
      Array.from({ length: 11 }, (_, i) => ({
        name: `doc-${i}.pdf`,
        mimeType: "application/pdf",
        buffer: Buffer.from("%PDF-1.4\n%%EOF\n"),
      })),
    );
    await expect(page.getByText("Maximum 10 files allowed").first()).toBeVisible();
    const chosen = page.getByRole("list", { name: "Chosen documents" }).getByRole("listitem");
    await expect(chosen).toHaveCount(10);
    await expectNoAxeViolations(page);
    for (let i = 0; i < 10; i += 1)
      await page
        .getByRole("button", { name: /^Remove doc-/ })
        .first()
        .click();
    await expect(chosen).toHaveCount(0);
    await next(page);

    await expect(page.getByText("Step 4 of 4", { exact: true })).toBeVisible();
    await expect(page.locator("dl").first()).toContainText("Total Team Size4");
    await page.getByLabel("I have read and accept").check();
    await page.getByRole("button", { name: "Complete Registration" }).click();
    await expect(
      toastWithText(page, "Registration completed successfully! Please check your email for verification."),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/partner-portal\/login\?registered=1/);
    await expect(
      page
        .getByText("Registration completed successfully! Please check your email for verification.")
        .first(),
    ).toBeVisible();

    // The email is not verified yet: the server says so on sign-in.
    await page.getByLabel("Password", { exact: true }).fill(partnerPassword);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Please verify your email address before signing in." }),
    ).toBeVisible();
    await admin.dispose();
  });
});
