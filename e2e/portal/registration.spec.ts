import { expect, test } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";
import { freezeClockBeforeLoad } from "../support/clock";
import { uniqueIdentity } from "../support/identities";
import { fillStep1, fillStep2, fillStep3, next } from "../support/registration-wizard";

// The registration wizard: its links, a refused registration, the open registration, narrow
// screens. The invited registration, step by step: ./registration-invitation.spec.ts.

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
