import { expect, test, type Page } from "../support/test";
import { openAdminApi, postAsAdmin } from "../support/admin-api";
import { expectNoAxeViolations } from "../support/axe";
import { freezeClockBeforeLoad } from "../support/clock";
import { toastWithText } from "../support/dashboard-tabs";
import { partnerPassword, uniqueIdentity } from "../support/identities";
import { onTestedSite, waitForMailedLink } from "../support/links";

const next = (page: Page) => page.getByRole("button", { name: "Next" }).click();

async function fillStep1(page: Page, values: { company?: string; email?: string } = {}) {
  if (values.company) await page.getByLabel("Company Name").fill(values.company);
  await page.getByLabel("Website URL").fill("https://partner.example");
  await page.getByLabel("Industry").selectOption("Consulting");
  await page.getByLabel("Company Size").selectOption("1-10");
  await page.getByLabel("Annual Revenue").selectOption("Less than $1M");
  await page.getByLabel("Full Name").fill("Grace Hopper");
  await page.getByLabel("Job Title").fill("Partner Manager");
  if (values.email) await page.getByLabel("Email", { exact: true }).fill(values.email);
  await page.getByLabel("Phone Number").fill("+1 555 0100");
  await page.getByLabel("Password", { exact: true }).fill(partnerPassword);
  await page.getByLabel("Confirm Password", { exact: true }).fill(partnerPassword);
}

async function fillStep2(page: Page) {
  await page.getByLabel("Partnership Type").selectOption("referral");
  await page.getByLabel("Expected Deals per Quarter").selectOption("1-2");
  await page.getByRole("group", { name: "Geographic Coverage" }).getByLabel("India - South").check();
  await page.getByRole("group", { name: "Industry Focus" }).getByLabel("Media & Entertainment").check();
}

async function fillStep3(page: Page) {
  await page.getByRole("group", { name: "Technical Capabilities" }).getByLabel("Cloud Solutions").check();
  await page.getByLabel("Finance Team Size").fill("0");
  await page.getByLabel("Technical Staff Size").fill("3");
  await page.getByLabel("Sales Team Size").fill("1");
}

test.describe("registration wizard", () => {
  for (const viewport of [
    { width: 1366, height: 900 },
    { width: 375, height: 812 },
  ]) {
    test(`no link (${viewport.width}px): how to register, no error and no redirect`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await freezeClockBeforeLoad(page);
      await page.goto("/partner-portal/register");
      await expect(page.getByRole("heading", { level: 1, name: "Become a Partner" })).toBeVisible();
      await expect(page.getByText("Registration opens from the link in your approval")).toBeVisible();
      await expect(page.getByText("Invalid Registration Link")).toHaveCount(0);
      await expect(page.getByRole("main").getByRole("alert")).toHaveCount(0);
      await expect(page.getByRole("link", { name: "Claim your partner portal" })).toHaveAttribute(
        "href",
        "/partner-portal/claim",
      );
      await expect(page.getByRole("link", { name: "Register without an invitation" })).toHaveAttribute(
        "href",
        "/partner-portal/register/anonymous",
      );
      await page.clock.runFor(10_000);
      await expect(page).toHaveURL(/\/partner-portal\/register$/);
      await expect(page.getByRole("heading", { level: 1, name: "Become a Partner" })).toBeVisible();
      // axe runs on timers of its own.
      await page.clock.resume();
      await expectNoAxeViolations(page);
    });
  }

  test("an invalid claim link goes to the claim page; an invalid invitation stays", async ({ page }) => {
    await page.goto("/partner-portal/register?token=not-a-real-token");
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(
      "Invalid or expired registration link. Redirecting to claim portal...",
    );
    await expectNoAxeViolations(page);
    await expect(page).toHaveURL(/\/partner-portal\/claim$/, { timeout: 8000 });

    await page.clock.install();
    await page.goto("/partner-portal/register?invite=not-a-real-invite");
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(
      "Invalid or expired invitation link. Please contact admin for a new invitation.",
    );
    await page.clock.runFor(10_000);
    await expect(page).toHaveURL(/invite=not-a-real-invite$/);
  });

  test("a link that cannot be checked offers Retry", async ({ page }) => {
    await page.route("**/api/partners/invitation/verify-token/**", (route) =>
      route.fulfill({ status: 500, json: { success: false } }),
    );
    await page.goto("/partner-portal/register?invite=whatever");
    await expect(page.getByRole("main").getByRole("alert")).toContainText(
      "Failed to load your information. Please try again.",
    );
    await expect(page.getByRole("button", { name: "Retry" })).toBeVisible();
  });

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

  test("a registration the server refuses shows its message", async ({ page }) => {
    await page.route("**/api/partners/invitation/verify-token/**", (route) =>
      route.fulfill({
        json: {
          success: true,
          prefilledData: { companyName: "Mock Co", primaryContact: { email: "mock@mock.example" } },
        },
      }),
    );
    let status = 409;
    await page.route("**/api/auth/register", (route) =>
      status === 0
        ? route.abort()
        : route.fulfill({
            status,
            json:
              status === 409
                ? { success: false, error: "An account with this email already exists." }
                : { success: false },
          }),
    );
    await page.goto("/partner-portal/register?invite=mock");
    await fillStep1(page);
    await next(page);
    await fillStep2(page);
    await next(page);
    await fillStep3(page);
    await next(page);
    await page.getByLabel("I have read and accept").check();
    const complete = page.getByRole("button", { name: "Complete Registration" });
    await complete.click();
    await expect(
      page.getByRole("alert").filter({ hasText: "An account with this email already exists." }),
    ).toBeVisible();
    status = 500;
    await complete.click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Registration failed. Please try again." }),
    ).toBeVisible();
    status = 0;
    await complete.click();
    await expect(
      page.getByRole("alert").filter({ hasText: "An unexpected error occurred. Please try again later." }),
    ).toBeVisible();
  });

  test("open registration posts JSON to the anonymous endpoint and awaits approval", async ({ page }) => {
    const { email, company } = uniqueIdentity("open");
    await page.goto("/partner-portal/register/anonymous");
    await expect(page.getByRole("heading", { name: "Open Partner Registration" })).toBeVisible();
    await fillStep1(page, { company, email });
    await next(page);
    await fillStep2(page);
    await next(page);
    await fillStep3(page);
    await expect(page.getByLabel("Supporting Documents (optional)")).toHaveCount(0);
    await next(page);
    await page.getByLabel("I have read and accept").check();
    const sent = page.waitForRequest("**/api/auth/register-anonymous");
    await page.getByRole("button", { name: "Complete Registration" }).click();
    expect((await sent).headers()["content-type"]).toContain("application/json");
    await expect(page.getByRole("heading", { name: "Registration Submitted" })).toBeVisible();
    await expect(
      page.getByText("Registration submitted successfully! Your account is pending approval.").first(),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("the wizard works at 360 px", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/partner-portal/register/anonymous");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
