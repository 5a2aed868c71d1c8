import { expect, test } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";
import { freezeClockBeforeLoad } from "../support/clock";
import { onTestedSite, waitForMailedLink } from "../support/links";
import { createActivePartner, sharedPartner } from "../support/partners";
import { signInThroughPage } from "../support/sign-in";

test.describe("sign-in screens", () => {
  test.describe.configure({ timeout: 60_000 });
  test("login: both fields required, show/hide password, remember me, links and the approval note", async ({
    page,
  }) => {
    await page.goto("/partner-portal/login");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Please enter both email and password." }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    const password = page.getByLabel("Password", { exact: true });
    await password.fill("secret");
    await expect(password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(password).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Hide password" }).click();
    await expect(password).toHaveAttribute("type", "password");
    await expect(page.getByLabel("Remember me")).not.toBeChecked();
    await expect(
      page.getByText("after admin approval of your claim, you receive your registration access by email"),
    ).toBeVisible();
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL(/\/partner-portal\/forgot-password$/);
    await page.goBack();
    await page.getByRole("link", { name: "Claim your partner portal" }).click();
    await expect(page).toHaveURL(/\/partner-portal\/claim$/);
  });

  test("login: a network failure shows the unexpected-error message", async ({ page }) => {
    await page.route("**/api/auth/login", (route) => route.abort("internetdisconnected"));
    await page.goto("/partner-portal/login");
    await page.getByLabel("Email").fill("nobody@example.test");
    await page.getByLabel("Password", { exact: true }).fill("whatever-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "An unexpected error occurred. Please try again." }),
    ).toBeVisible();
  });

  test("remember me keeps a 30-day cookie; without it the cookie ends with the browser session", async ({
    page,
    context,
  }) => {
    const { email } = await sharedPartner();
    await signInThroughPage(page, email);
    const session = (await context.cookies()).find((c) => c.name === "partner_token")!;
    expect(session.httpOnly).toBe(true);
    expect(session.expires).toBe(-1);
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/partner-portal\/login$/);
    expect((await context.cookies()).find((c) => c.name === "partner_token")).toBeUndefined();

    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("Partner-Passw0rd!");
    await page.getByLabel("Remember me").check();
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/partner-portal\/dashboard$/);
    const remembered = (await context.cookies()).find((c) => c.name === "partner_token")!;
    const days = (remembered.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29);
    expect(days).toBeLessThanOrEqual(30);
  });

  test("forgot password: validation, Check Your Email, Try a different email address", async ({ page }) => {
    await page.goto("/partner-portal/forgot-password");
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(page.getByText("Please enter your email address.")).toBeVisible();
    await page.getByLabel("Email Address").fill("not-an-address");
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel("Email Address").fill("nobody@example.test");
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(page.getByRole("heading", { name: "Check Your Email" })).toBeVisible();
    await expect(page.getByText("Password reset instructions sent to your email!").first()).toBeVisible();
    await page.getByRole("button", { name: "Try a different email address" }).click();
    await expect(page.getByLabel("Email Address")).toBeVisible();
  });

  test("forgot password: the server's message, or the fallback, on failure", async ({ page }) => {
    await page.route("**/api/auth/forgot-password", (route) =>
      route.fulfill({
        status: 429,
        json: { success: false, message: "Too many requests. Please wait before trying again." },
      }),
    );
    await page.goto("/partner-portal/forgot-password");
    await page.getByLabel("Email Address").fill("nobody@example.test");
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Too many requests. Please wait before trying again." }),
    ).toBeVisible();
    await page.route("**/api/auth/forgot-password", (route) => route.fulfill({ status: 500, body: "oops" }));
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Failed to send reset email. Please try again." }),
    ).toBeVisible();
    await page.route("**/api/auth/forgot-password", (route) => route.abort());
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "An error occurred. Please try again." }),
    ).toBeVisible();
  });

  test("reset password without a token: error toast and forgot-password after 2 seconds", async ({
    page,
  }) => {
    await freezeClockBeforeLoad(page);
    await page.goto("/partner-portal/reset-password");
    await expect(
      page.getByText("Invalid reset link. Please request a new password reset.").first(),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Request New Reset Link" })).toBeVisible();
    await page.clock.runFor(1900);
    await expect(page).toHaveURL(/\/partner-portal\/reset-password$/);
    await page.clock.runFor(200);
    await expect(page).toHaveURL(/\/partner-portal\/forgot-password$/);
  });

  test("reset password: strength meter, requirements, disabled submit, invalid link screen", async ({
    page,
  }) => {
    await page.goto("/partner-portal/reset-password");
    await expect(page.getByRole("heading", { name: "Invalid Reset Link" })).toBeVisible();
    // The invalid link's toast comes with the page's scripts: judge the page with it in place.
    await expect(
      page
        .locator("[data-sonner-toast]")
        .getByText("Invalid reset link. Please request a new password reset."),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto("/partner-portal/reset-password?token=not-a-real-token");
    const submit = page.getByRole("button", { name: "Reset Password" });
    const label = page.getByTestId("strength-label");
    const field = page.getByLabel("New Password", { exact: true });
    await expect(label).toHaveText("Very Weak");
    await expect(submit).toBeDisabled();
    for (const [value, expected] of [
      ["a", "Very Weak"],
      ["ab1", "Weak"],
      ["abcdefg1", "Fair"],
      ["Abcdefg1", "Good"],
      ["Abcdefg1!", "Strong"],
    ] as const) {
      await field.fill(value);
      await expect(label).toHaveText(expected);
    }
    await expect(page.getByRole("list", { name: "Password requirements" }).getByRole("listitem")).toHaveText([
      /At least 8 characters \(met\)/,
      /One lowercase letter \(met\)/,
      /One uppercase letter \(met\)/,
      /One number \(met\)/,
      /One special character \(met\)/,
    ]);
    await page.getByLabel("Confirm New Password", { exact: true }).fill("Abcdefg1?");
    await expect(page.getByText("Passwords do not match.")).toBeVisible();
    await expect(submit).toBeDisabled();
    await field.fill("abcdefgh");
    await page.getByLabel("Confirm New Password", { exact: true }).fill("abcdefgh");
    await expect(label).toHaveText("Weak");
    await expect(submit).toBeDisabled();
    await expectNoAxeViolations(page);
    await field.fill("Abcdefg1!");
    await page.getByLabel("Confirm New Password", { exact: true }).fill("Abcdefg1!");
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page.getByRole("heading", { name: "Invalid Reset Link" })).toBeVisible();
    await expect(
      page.getByText("Invalid or expired reset link. Please request a new password reset."),
    ).toBeVisible();
    await page.getByRole("link", { name: "Request New Reset Link" }).click();
    await expect(page).toHaveURL(/\/partner-portal\/forgot-password$/);
  });

  test("forgot and reset with the emailed link, then sign in with the new password", async ({ page }) => {
    const { email, admin } = await createActivePartner("reset");
    await page.goto("/partner-portal/forgot-password");
    await page.getByLabel("Email Address").fill(email);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(page.getByRole("heading", { name: "Check Your Email" })).toBeVisible();
    await page.goto(
      onTestedSite(await waitForMailedLink(email, "Reset your", "/partner-portal/reset-password?token=")),
    );
    await page.getByLabel("New Password", { exact: true }).fill("N3w-Password!");
    await page.getByLabel("Confirm New Password", { exact: true }).fill("N3w-Password!");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(page.getByRole("heading", { name: "Password Reset Successful" })).toBeVisible();
    await expect(page.getByText("Password reset successfully!").first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Go to Login" }).click();
    await signInThroughPage(page, email, "N3w-Password!");
    await admin.dispose();
  });

  test("verify email: no token, and a link that is not valid", async ({ page }) => {
    await page.goto("/partner-portal/verify-email");
    await expect(page.getByText("Invalid verification link. No token provided.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Login" })).toHaveAttribute(
      "href",
      "/partner-portal/login",
    );
    await expect(page.getByRole("link", { name: "Contact Support" })).toHaveAttribute("href", /^mailto:/);
    await expectNoAxeViolations(page);
    await page.goto("/partner-portal/verify-email?token=not-a-real-token");
    await expect(page.getByRole("heading", { name: "Verification Failed" })).toBeVisible();
    await expect(page.getByText("Invalid or expired verification link.")).toBeVisible();
  });

  test("verify email: the success screen offers Login Now", async ({ page }) => {
    await page.route("**/api/auth/verify-email/**", (route) =>
      route.fulfill({ json: { success: true, message: "Email verified successfully! You can now login." } }),
    );
    await page.goto("/partner-portal/verify-email?token=abc");
    await expect(page.getByRole("heading", { name: "Email Verified!" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Login Now" }).click();
    await expect(page).toHaveURL(/\/partner-portal\/login$/);
  });

  test("verify email: the fallback text and the exception text", async ({ page }) => {
    await page.route("**/api/auth/verify-email/**", (route) =>
      route.fulfill({ status: 400, json: { success: false } }),
    );
    await page.goto("/partner-portal/verify-email?token=abc");
    await expect(page.getByText("Email verification failed")).toBeVisible();
    await page.route("**/api/auth/verify-email/**", (route) => route.abort());
    await page.goto("/partner-portal/verify-email?token=def");
    await expect(page.getByText("Failed to verify email. Please try again.")).toBeVisible();
  });
});
