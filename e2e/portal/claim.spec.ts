import { expect, test } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";
import { fillValidClaim, mockOtp, ok, solveNextChallenge, verifyEmail } from "../support/claim-form";
import { openClaimPageAndReadCaptcha } from "../support/captcha";
import { freezeClockBeforeLoad } from "../support/clock";
import { toastWithText } from "../support/dashboard-tabs";

// The claim page's own behaviour. The one-time-code endpoints answer from page.route
// here, so the countdown, send limit and status messages can be driven exactly; the
// journey spec runs the same page against the real backend and mailbox; the captcha's own
// behaviour is in claim-captcha.spec.ts.

test.describe("claim page", () => {
  test.describe.configure({ timeout: 90_000 });
  test("send code: validation, digits-only code, 300-second countdown, 3 sends, reset when the email changes", async ({
    page,
  }) => {
    const sends = await mockOtp(page);
    await freezeClockBeforeLoad(page);
    await page.goto("/partner-portal/claim");
    await expect(page.getByTestId("captcha-image")).toBeVisible();
    await page.getByRole("button", { name: "Send Code" }).click();
    // Sonner draws toasts on a timer: let the frozen clock tick.
    await page.clock.runFor(50);
    await expect(toastWithText(page, "Please enter your company email first")).toBeVisible();
    await page.getByLabel("Company Email").fill("not-an-email");
    await page.getByRole("button", { name: "Send Code" }).click();
    await expect(page.locator("#companyEmail-error")).toHaveText("Please enter a valid email address");

    await page.getByLabel("Company Email").fill("ada@acme.example");
    await page.getByRole("button", { name: "Send Code" }).click();
    await expect(page.getByRole("button", { name: /^Resend/ })).toBeVisible();
    await page.clock.runFor(50);
    await expect(toastWithText(page, "OTP sent to your email address")).toBeVisible();
    const resend = page.getByRole("button", { name: /^Resend/ });
    await expect(resend).toHaveText("Resend 5:00");
    await expect(resend).toBeDisabled();
    await page.clock.runFor(1000);
    await expect(resend).toHaveText("Resend 4:59");
    await page.clock.runFor(59_000);
    await expect(resend).toHaveText("Resend 4:00");
    await page.clock.runFor(240_000);
    await expect(resend).toHaveText("Resend Code");
    await expect(resend).toBeEnabled();

    const code = page.getByLabel("Verification code");
    await code.fill("ab12-34 x567");
    await expect(code).toHaveValue("123456");
    await code.fill("");
    await page.getByRole("button", { name: "Verify", exact: true }).click();
    await expect(page.locator("#otp-error")).toHaveText("Please enter the OTP");
    await code.fill("123");
    await page.getByRole("button", { name: "Verify", exact: true }).click();
    await expect(page.locator("#otp-error")).toHaveText("OTP must be 6 digits");

    await resend.click();
    await expect(resend).toHaveText("Resend 5:00");
    await page.clock.runFor(300_000);
    await resend.click();
    await page.clock.runFor(300_000);
    await expect.poll(() => sends.length).toBe(3);
    await resend.click();
    await page.clock.runFor(50);
    await expect(toastWithText(page, "Maximum OTP attempts reached. Please try again later.")).toBeVisible();
    expect(sends).toHaveLength(3);

    // Another address starts over: new code, new count.
    await page.getByLabel("Company Email").fill("ada@acme-two.example");
    await expect(page.getByRole("button", { name: "Send Code" })).toBeVisible();
    await page.getByRole("button", { name: "Send Code" }).click();
    await expect(resend).toHaveText("Resend 5:00");
    expect(sends).toEqual([
      "ada@acme.example",
      "ada@acme.example",
      "ada@acme.example",
      "ada@acme-two.example",
    ]);
    await code.fill("654321");
    await page.getByRole("button", { name: "Verify", exact: true }).click();
    await expect(page.getByText("Email verified", { exact: true })).toBeVisible();
    await page.getByLabel("Company Email").fill("ada@acme-three.example");
    await expect(page.getByText("Email verified", { exact: true })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Send Code" })).toBeVisible();
  });

  test("field messages, missing-field toasts, scroll to the first error; any error blocks", async ({
    page,
  }) => {
    await mockOtp(page);
    const claims: unknown[] = [];
    await page.route("**/api/partners/claim-portal", async (route) => {
      claims.push(route.request().postDataJSON());
      await route.fulfill({ json: { success: true } });
    });
    const { answer } = await openClaimPageAndReadCaptcha(page);
    const submit = page.getByRole("button", { name: "Submit Partnership Claim" });
    await expect(submit).toBeDisabled();
    await verifyEmail(page, "ada@acme.example");
    await expect(submit).toBeDisabled();
    await page.getByLabel("Enter the security code").fill(answer);
    await expect(submit).toBeEnabled();

    await submit.click();
    await expect(toastWithText(page, "Please fill in 8 missing fields")).toBeVisible();
    await expect(page.locator("#firstName-error")).toHaveText("Please fill in your first name");
    await expect(page.locator("#companySize-error")).toHaveText("Please select your company size");
    await expect(page.locator("#whyJoin-error")).toHaveText(
      "Please provide a more detailed explanation (at least 20 characters)",
    );
    await expect(page.getByLabel("First Name")).toBeFocused();
    await expectNoAxeViolations(page);

    await fillValidClaim(page);
    await page.getByLabel("Last Name").fill("");
    await page.getByLabel("Company Name").fill(" ");
    await submit.click();
    await expect(toastWithText(page, "Please fill in: Last Name, Company Name")).toBeVisible();

    await fillValidClaim(page);
    await page.getByLabel("Industry", { exact: true }).selectOption("other");
    await page.getByLabel("Why do you want to join").fill("Too short");
    await submit.click();
    await expect(toastWithText(page, "Please fill in: Custom Industry")).toBeVisible();
    await expect(page.locator("#whyJoin-error")).toBeVisible();
    await expect(page.getByLabel("Specify Industry")).toBeFocused();

    // One error alone blocks too (any error blocks the claim).
    await page.getByLabel("Specify Industry").fill("Fintech");
    await page.getByLabel("Why do you want to join").fill("Too short");
    await submit.click();
    await expect(
      toastWithText(page, "Please provide a more detailed explanation (at least 20 characters)"),
    ).toBeVisible();
    const whyJoin = page.getByLabel("Why do you want to join");
    await expect(whyJoin).toBeFocused();
    await expect(whyJoin).toBeInViewport();

    await page
      .getByLabel("Why do you want to join")
      .fill("We resell finance software across the DACH region.");
    await page.getByLabel("First Name").fill("A");
    await page.getByLabel("Company Website").fill("not a url");
    await page.getByLabel("LinkedIn URL").fill("https://example.com/acme");
    await submit.click();
    await expect(page.locator("#firstName-error")).toHaveText("First name must be at least 2 characters");
    await expect(page.locator("#website-error")).toHaveText(
      "Please enter a valid website URL (e.g., example.com)",
    );
    await expect(page.locator("#linkedinUrl-error")).toHaveText("Please enter a valid LinkedIn URL");
    await page.getByLabel("First Name").fill("Ada");
    await expect(page.locator("#firstName-error")).toHaveCount(0);
    expect(claims).toHaveLength(0);
    await expectNoAxeViolations(page);

    await page.getByLabel("Company Website").fill("https://acme.example");
    await page.getByLabel("LinkedIn URL").fill("linkedin.com/company/acme");
    await submit.click();
    await expect(page.getByRole("heading", { name: "Claim Submitted Successfully!" })).toBeVisible();
    await expectNoAxeViolations(page);
    expect(claims).toHaveLength(1);
    // The checked answer was exchanged for a one-time pass; the answer itself is not sent again.
    expect(claims[0]).toMatchObject({
      firstName: "Ada",
      industry: "other",
      customIndustry: "Fintech",
      captchaToken: expect.any(String),
    });
    expect(claims[0]).not.toHaveProperty("captchaAnswer");
  });

  test("status-specific messages of send code, verify code and submit", async ({ page }) => {
    let answer = { status: 200, json: ok as object };
    const reply = (status: number, json: object = { success: false }) => (answer = { status, json });
    for (const path of ["send-otp", "verify-otp"]) {
      await page.route(`**/api/auth/${path}`, (route) => route.fulfill(answer));
    }
    await page.route("**/api/partners/claim-portal", (route) => route.fulfill(answer));
    const { answer: captcha } = await openClaimPageAndReadCaptcha(page);
    await page.getByLabel("Company Email").fill("ada@acme.example");
    const send = page.getByRole("button", { name: "Send Code" });

    const cases: [number, object, string][] = [
      [429, { success: false, error: "limit" }, "Too many requests. Please wait before trying again."],
      [
        400,
        { success: false, error: "That address cannot receive mail" },
        "That address cannot receive mail",
      ],
      [400, { success: false }, "Invalid email address"],
      [500, { success: false, error: "boom" }, "Server error. Please try again later."],
      [503, { success: false, error: "Service unavailable right now" }, "Service unavailable right now"],
      [503, { success: false }, "Failed to send OTP"],
      [200, { success: false, error: "Mailbox refused" }, "Mailbox refused"],
      [200, { success: false }, "Failed to send OTP"],
    ];
    for (const [status, json, message] of cases) {
      reply(status, json);
      await send.click();
      await expect(toastWithText(page, message)).toBeVisible();
    }

    reply(200, ok);
    await send.click();
    const code = page.getByLabel("Verification code");
    await code.fill("123456");
    const verify = page.getByRole("button", { name: "Verify", exact: true });
    const verifyCases: [number, object, string][] = [
      [400, { success: false, error: "Invalid OTP" }, "Invalid OTP"],
      [400, { success: false }, "Invalid OTP"],
      [410, { success: false, error: "x" }, "OTP has expired. Please request a new one."],
      [429, { success: false, error: "x" }, "Too many verification attempts. Please try again later."],
      [500, { success: false, error: "Database offline" }, "Database offline"],
      [502, { success: false }, "Failed to verify OTP"],
    ];
    for (const [status, json, message] of verifyCases) {
      reply(status, json);
      await verify.click();
      await expect(page.locator("#otp-error")).toHaveText(message);
    }

    // No answer at all: the Network Error banner, whose Retry repeats the request.
    await page.unroute("**/api/auth/verify-otp");
    await page.route("**/api/auth/verify-otp", (route) => route.abort("internetdisconnected"));
    await verify.click();
    const banner = page.getByRole("alert").filter({ hasText: "Network Error" });
    await expect(banner).toContainText("Network error. Please check your connection and try again.");
    await expectNoAxeViolations(page);
    await page.unroute("**/api/auth/verify-otp");
    await page.route("**/api/auth/verify-otp", (route) => route.fulfill({ json: ok }));
    await banner.getByRole("button", { name: "Retry" }).click();
    await expect(page.getByText("Email verified", { exact: true })).toBeVisible();
    await expect(banner).toHaveCount(0);

    await fillValidClaim(page);
    await page.getByLabel("Enter the security code").fill(captcha);
    const submit = page.getByRole("button", { name: "Submit Partnership Claim" });
    await expect(submit).toBeEnabled();
    const submitCases: [number, object, string][] = [
      [400, { success: false, error: "Website is not reachable" }, "Website is not reachable"],
      [400, { success: false }, "Invalid form data. Please check your inputs."],
      [409, { success: false, error: "x" }, "A partner claim or account already exists for this email."],
      [429, { success: false, error: "x" }, "Too many submissions. Please wait before trying again."],
      [500, { success: false, error: "x" }, "Server error. Please try again later."],
      [418, { success: false, error: "Short and stout" }, "Short and stout"],
      [418, { success: false }, "Failed to submit claim"],
    ];
    for (const [status, json, message] of submitCases) {
      reply(status, json);
      if (status === 429) {
        // Refused before the attempt: the pass is kept.
        await submit.click();
        await expect(toastWithText(page, message)).toBeVisible();
        await expect(page.getByText("Security check passed")).toBeVisible();
        continue;
      }
      // Any other refusal used the pass up: the page draws a new challenge to solve.
      await solveNextChallenge(page, async () => {
        await submit.click();
        await expect(toastWithText(page, message)).toBeVisible();
      });
      if (status === 409) {
        // ... and the email's verification too.
        await expect(submit).toBeDisabled();
        await expect(page.getByText("Email verified", { exact: true })).toHaveCount(0);
        reply(200, ok);
        await page.getByRole("button", { name: "Send Code" }).click();
        await page.getByLabel("Verification code").fill("123456");
        await page.getByRole("button", { name: "Verify", exact: true }).click();
        await expect(page.getByText("Email verified", { exact: true })).toBeVisible();
      }
      await expect(submit).toBeEnabled();
    }

    await page.unroute("**/api/partners/claim-portal");
    await page.route("**/api/partners/claim-portal", (route) => route.abort("internetdisconnected"));
    await submit.click();
    await expect(banner).toBeVisible();
    await page.unroute("**/api/partners/claim-portal");
    await page.route("**/api/partners/claim-portal", (route) => route.fulfill({ json: ok }));
    await banner.getByRole("button", { name: "Retry" }).click();
    await expect(page.getByRole("heading", { name: "Claim Submitted Successfully!" })).toBeVisible();
  });

  test("the page works at 360 px and links to sign in and back to the partners page", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/partner-portal/claim");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expect(page.getByRole("link", { name: "Back to Partners" })).toHaveAttribute("href", "/partners");
    // Every route change starts at the top of the page.
    await page.getByRole("link", { name: "Sign in" }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole("link", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/partner-portal\/login$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
