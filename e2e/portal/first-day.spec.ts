import { expect, request as playwrightRequest, test, type Page } from "../support/test";
import { openAdminApi, postAsAdmin } from "../support/admin-api";
import { expectNoAxeViolations } from "../support/axe";
import { openClaimPageAndReadCaptcha } from "../support/captcha";
import { fillValidClaim, mockOtp, ok, verifyEmail } from "../support/claim-form";
import { e2eConfig } from "../support/config";
import { partnerPassword, uniqueIdentity } from "../support/identities";
import { waitForMailedLink } from "../support/links";
import { createActivePartner, sharedPartner } from "../support/partners";
import { registrationPayload } from "../support/registration";
import { signInThroughPage } from "../support/sign-in";

// A partner's first day: the portal's own address, the first sign-in and its checklist, the
// empty lists, the dashboard's tab addresses, the registration wizard across a reload, a
// sign-in before the email is verified, and the claim's confirmation.

const viewports = [
  { width: 1366, height: 900 },
  { width: 375, height: 812 },
];

const noHorizontalScroll = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

test.describe("the partner's first day", () => {
  test.describe.configure({ timeout: 120_000 });

  test("/partner-portal opens the login page, or the dashboard once signed in", async ({ page }) => {
    const response = await page.goto("/partner-portal");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/partner-portal\/login$/);
    const { email } = await sharedPartner();
    await signInThroughPage(page, email);
    await page.goto("/partner-portal");
    await expect(page).toHaveURL(/\/partner-portal\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
  });

  for (const viewport of viewports) {
    test(`${viewport.width}px: each tab has its own address; reload, back and old links return to it`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const { email } = await sharedPartner();
      await signInThroughPage(page, email);
      await page.getByRole("tab", { name: "Deals" }).click();
      await expect(page).toHaveURL(/\/partner-portal\/dashboard\/deals$/);
      await expect(page.getByTestId("deal-card")).toHaveCount(3);
      await page.getByRole("tab", { name: "Training" }).click();
      await expect(page).toHaveURL(/\/partner-portal\/dashboard\/training$/);
      await expect(page.getByRole("heading", { level: 1, name: "Training" })).toBeVisible();

      await page.reload();
      await expect(page.getByRole("tab", { name: "Training" })).toHaveAttribute("aria-selected", "true");
      await expect(page.getByRole("heading", { level: 1, name: "Training" })).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(/\/partner-portal\/dashboard\/deals$/);
      await expect(page.getByRole("heading", { level: 1, name: "Deals" })).toBeVisible();
      await expect(page.getByTestId("deal-card")).toHaveCount(3);
      await page.goBack();
      await expect(page).toHaveURL(/\/partner-portal\/dashboard$/);
      await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
      await page.goForward();
      await expect(page.getByRole("heading", { level: 1, name: "Deals" })).toBeVisible();
      await noHorizontalScroll(page, viewport.width);
      await expectNoAxeViolations(page);

      // A shared link, and the addresses emails sent before.
      await page.goto("/partner-portal/dashboard/settings");
      await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
      await page.goto("/partner-portal/dashboard?tab=referrals");
      await expect(page).toHaveURL(/\/partner-portal\/dashboard\/referrals$/);
      await expect(page.getByRole("heading", { level: 1, name: "Referrals" })).toBeVisible();
      const unknown = await page.goto("/partner-portal/dashboard/payroll");
      expect(unknown?.status()).toBe(404);
    });
  }

  for (const viewport of viewports) {
    test(`${viewport.width}px: a first sign-in gets a welcome, a checklist that ticks itself off, and empty lists that say what to do`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const { email, admin } = await createActivePartner("firstday", { contactName: "Lin Newcomer" });
      await page.goto("/partner-portal/login");
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password", { exact: true }).fill(partnerPassword);
      await page.getByRole("button", { name: "Sign In" }).click();
      await expect(page.getByText("Welcome! Redirecting to dashboard...").first()).toBeVisible();
      await expect(page).toHaveURL(/\/partner-portal\/dashboard$/);
      await expect(page.getByTestId("greeting")).toHaveText("Welcome, Lin");

      const checklist = page.getByRole("list", { name: "Get started" });
      await expect(checklist).toBeVisible();
      await expect(page.getByTestId("onboarding-profile")).toContainText("(done)");
      for (const step of ["twoFactor", "firstDeal", "certification"])
        await expect(page.getByTestId(`onboarding-${step}`)).toContainText("(to do)");
      await expect(page.getByText("No activity yet. Register your first deal to see it here.")).toBeVisible();
      await noHorizontalScroll(page, viewport.width);
      await expectNoAxeViolations(page, { exclude: ["[data-sonner-toaster]"] });

      // The empty Deals tab says what to do, and its button does it.
      await page.getByRole("tab", { name: "Deals" }).click();
      await expect(page.getByText("No deals yet. Register your first deal.")).toBeVisible();
      await expect(page.getByText("No deals found")).toHaveCount(0);
      await expectNoAxeViolations(page, { exclude: ["[data-sonner-toaster]"] });
      await page.getByRole("tabpanel").getByRole("button", { name: "Register a deal" }).click();
      await expect(page.getByRole("dialog", { name: "Register a Deal" })).toBeVisible();
      await page.keyboard.press("Escape");
      await page.getByRole("tab", { name: "Referrals" }).click();
      await expect(page.getByText("No referrals yet. Refer a company to the programme.")).toBeVisible();
      await expectNoAxeViolations(page, { exclude: ["[data-sonner-toaster]"] });
      await page.getByRole("tab", { name: "Commissions" }).click();
      await expect(page.getByText("No commissions yet.")).toBeVisible();
      await expectNoAxeViolations(page, { exclude: ["[data-sonner-toaster]"] });
      await page.getByRole("button", { name: "Go to your deals" }).click();
      await expect(page).toHaveURL(/\/partner-portal\/dashboard\/deals$/);
      await expect(page.getByRole("heading", { level: 1, name: "Deals" })).toBeVisible();

      // Starting the certification course (its first module done) ticks its step.
      await page.getByRole("tab", { name: "Overview" }).click();
      await page
        .getByTestId("onboarding-certification")
        .getByRole("button", { name: "Start the course" })
        .click();
      await expect(page).toHaveURL(/\/partner-portal\/dashboard\/training$/);
      await page.getByRole("button", { name: /^Start Finlytic AI Platform Fundamentals/ }).click();
      await page.getByRole("button", { name: "Mark complete" }).click();
      await expect(page.getByText("Module completed").first()).toBeVisible();
      await page.getByRole("tab", { name: "Overview" }).click();
      await expect(page.getByTestId("onboarding-certification")).toContainText("(done)");

      // Dismissed, it stays closed on a reload and on the next sign-in.
      await page.getByRole("button", { name: "Dismiss" }).click();
      await expect(checklist).toHaveCount(0);
      await page.reload();
      await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
      await expect(page.getByText("Total Revenue")).toBeVisible();
      await expect(page.getByRole("list", { name: "Get started" })).toHaveCount(0);

      await page.getByRole("button", { name: "Logout" }).click();
      await expect(page).toHaveURL(/\/partner-portal\/login$/);
      await signInThroughPage(page, email);
      await expect(page.getByTestId("greeting")).toHaveText("Welcome back, Lin");
      await expect(page.getByText("Total Revenue")).toBeVisible();
      await expect(page.getByRole("list", { name: "Get started" })).toHaveCount(0);
      await admin.dispose();
    });
  }

  for (const viewport of viewports) {
    test(`${viewport.width}px: the registration wizard asks for a strong password and survives a reload`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const { email, company } = uniqueIdentity("wizard");
      const admin = await openAdminApi();
      await postAsAdmin(admin, "/api/admin/invitations", { email, companyName: company });
      const invite = await waitForMailedLink(email, "invited", "/partner-portal/register?invite=");
      await page.goto(`${invite.pathname}${invite.search}`);
      await expect(page.getByRole("heading", { level: 2, name: "Basic Information" })).toBeVisible();

      await page.getByLabel("Website URL").fill("https://wizard.example");
      await page.getByLabel("Industry").selectOption("Consulting");
      await page.getByLabel("Company Size").selectOption("1-10");
      await page.getByLabel("Annual Revenue").selectOption("Less than $1M");
      await page.getByLabel("Full Name").fill("Wanda Wizard");
      await page.getByLabel("Job Title").fill("Partner Manager");
      await page.getByLabel("Phone Number").fill("+1 555 0100");
      await page.getByLabel("Password", { exact: true }).fill("password");
      await page.getByLabel("Confirm Password", { exact: true }).fill("password");
      await expect(page.getByTestId("strength-label")).toHaveText("Weak");
      await page.getByRole("button", { name: "Next" }).click();
      await expect(page.locator("#primaryContact-password-error")).toHaveText(
        "Please choose a stronger password.",
      );
      await expectNoAxeViolations(page, { exclude: ["[data-sonner-toaster]"] });
      await page.getByLabel("Password", { exact: true }).fill(partnerPassword);
      await page.getByLabel("Confirm Password", { exact: true }).fill(partnerPassword);
      await page.getByRole("button", { name: "Next" }).click();
      await expect(page.getByRole("heading", { level: 2, name: "Partnership Details" })).toBeVisible();
      await page.getByLabel("Partnership Type").selectOption("referral");
      await page.getByLabel("Expected Deals per Quarter").selectOption("1-2");

      await page.reload();
      await expect(page.getByRole("heading", { level: 2, name: "Partnership Details" })).toBeVisible();
      await expect(page.getByLabel("Partnership Type")).toHaveValue("referral");
      await expect(page.getByLabel("Expected Deals per Quarter")).toHaveValue("1-2");
      await expect(page.getByText("Passwords are never kept")).toBeVisible();
      await noHorizontalScroll(page, viewport.width);
      await expectNoAxeViolations(page, { exclude: ["[data-sonner-toaster]"] });
      const stored = await page.evaluate(() => JSON.stringify(Object.entries(sessionStorage)));
      expect(stored).toContain("Wanda Wizard");
      expect(stored).not.toContain(partnerPassword);

      await page.getByRole("button", { name: "Previous" }).click();
      await expect(page.getByLabel("Full Name")).toHaveValue("Wanda Wizard");
      await expect(page.getByLabel("Website URL")).toHaveValue("https://wizard.example");
      await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
      await admin.dispose();
    });
  }

  test("signing in before verifying the email offers to resend the verification email", async ({ page }) => {
    const { email, company } = uniqueIdentity("unverified");
    const admin = await openAdminApi();
    await postAsAdmin(admin, "/api/admin/invitations", { email, companyName: company });
    const invite = await waitForMailedLink(email, "invited", "/partner-portal/register?invite=");
    const api = await playwrightRequest.newContext({ baseURL: e2eConfig.baseUrl });
    const data = {
      ...registrationPayload({ email, companyName: company, password: partnerPassword }),
      invitationToken: invite.searchParams.get("invite"),
    };
    const registered = await api.post("/api/auth/register", { multipart: { data: JSON.stringify(data) } });
    expect(registered.status(), await registered.text()).toBe(200);
    await api.dispose();

    await page.goto("/partner-portal/login");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(partnerPassword);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Please verify your email address" }),
    ).toBeVisible();
    const resend = page.getByRole("button", { name: "Resend verification email" });
    await expect(resend).toBeVisible();
    await expectNoAxeViolations(page);
    const sent = page.waitForResponse("**/api/auth/resend-verification");
    await resend.click();
    expect((await sent).status()).toBe(200);
    await expect(
      page.getByRole("status").filter({ hasText: "a new verification link is on its way" }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await admin.dispose();
  });

  for (const viewport of viewports) {
    test(`${viewport.width}px: after a claim the page says what happens next and stays`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await mockOtp(page);
      await page.route("**/api/partners/claim-portal", (route) => route.fulfill({ json: ok }));
      await page.clock.install();
      const { answer } = await openClaimPageAndReadCaptcha(page);
      await fillValidClaim(page);
      await verifyEmail(page, "ada@acme.example");
      await page.getByLabel("Enter the security code").fill(answer);
      await expect(page.getByText("Security check passed")).toBeVisible();
      await page.getByRole("button", { name: "Submit Partnership Claim" }).click();
      await expect(page.getByRole("heading", { name: "Claim Submitted Successfully!" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "What happens next" })).toBeVisible();
      await expect(page.getByText("We emailed a confirmation to ada@acme.example.")).toBeVisible();
      await expect(page.getByText("There is no account to sign in to yet")).toBeVisible();
      await expect(page.getByRole("link", { name: "Go to Login" })).toHaveCount(0);
      await noHorizontalScroll(page, viewport.width);
      await expectNoAxeViolations(page, { exclude: ["[data-sonner-toaster]"] });
      await page.clock.runFor(10_000);
      await expect(page).toHaveURL(/\/partner-portal\/claim$/);
    });
  }
});
