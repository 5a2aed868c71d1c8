import { expect, test, type APIRequestContext } from "../support/test";
import { findClaimId, findPartnerId, openAdminApi, postAsAdmin } from "../support/admin-api";
import { expectNoAxeViolations } from "../support/axe";
import { openClaimPageAndReadCaptcha } from "../support/captcha";
import { freezeClockBeforeLoad, pauseClockAhead } from "../support/clock";
import { checkEveryTab, seedDashboard } from "../support/dashboard-data";
import { partnerPassword, uniqueIdentity } from "../support/identities";
import { onTestedSite, waitForMailedLink } from "../support/links";
import { listMail, waitForMail, waitForVerificationCode } from "../support/mail";

// The whole path of a partner: claim, approval, registration from the emailed link,
// email verification, sign-in, every dashboard tab with data, sign-out.
test.describe.serial("partner journey", () => {
  test.describe.configure({ timeout: 120_000 });
  const { email, company } = uniqueIdentity("ada");
  let admin: APIRequestContext;
  let registerLink = "";

  test.afterAll(async () => admin?.dispose());

  test("claim: verified email, solved captcha, confirmation that stays with what happens next", async ({
    page,
  }) => {
    await page.clock.install();
    const { answer } = await openClaimPageAndReadCaptcha(page);
    await expect(page.getByRole("heading", { name: "Claim Your Partner Portal" })).toBeVisible();
    for (const section of [
      "Personal Information",
      "Company Information",
      "Partnership Details",
      "Security Verification",
    ]) {
      await expect(page.getByRole("heading", { name: section })).toBeVisible();
    }
    const submit = page.getByRole("button", { name: "Submit Partnership Claim" });
    await expect(submit).toBeDisabled();

    await page.getByLabel("First Name").fill("Ada");
    await page.getByLabel("Last Name").fill("Lovelace");
    await page.getByLabel("Company Email").fill(email);
    await page.getByRole("button", { name: "Send Code" }).click();
    await expect(page.getByText("OTP sent to your email address")).toBeVisible();
    await expect(page.getByRole("button", { name: "Resend 5:00" })).toBeDisabled();
    await page.getByLabel("Verification code").fill(await waitForVerificationCode(email));
    await page.getByRole("button", { name: "Verify", exact: true }).click();
    await expect(page.getByText("Email verified successfully!")).toBeVisible();
    await expect(page.getByText("Email verified", { exact: true })).toBeVisible();

    await page.getByLabel("Company Name").fill(company);
    await page.getByLabel("Company Website").fill("acme-analytics.example");
    await page.getByLabel("Company Size").selectOption("11-50");
    await page.getByLabel("Industry", { exact: true }).selectOption("finance");
    await page.getByLabel("Country", { exact: true }).selectOption("UK");
    await page.getByLabel("LinkedIn URL").fill("https://www.linkedin.com/company/acme-analytics");
    await page
      .getByLabel("Why do you want to join")
      .fill("We implement finance software for mid-sized firms across Europe.");
    await expect(submit).toBeDisabled();
    await page.getByLabel("Enter the security code").fill(` ${answer.toLowerCase()} `);
    await expect(page.getByText("Security check passed")).toBeVisible();
    await expect(submit).toBeEnabled();
    await expectNoAxeViolations(page);

    // Freeze time to show that no redirect follows.
    await pauseClockAhead(page);
    await submit.click();
    await expect(page.getByRole("heading", { name: "Claim Submitted Successfully!" })).toBeVisible();
    await expect(page.getByText("2-3 business days")).toBeVisible();
    await expect(page.getByRole("main").getByRole("listitem")).toHaveText([
      /reviews your application/,
      /contact you/,
      /Upon approval/,
    ]);
    // What happens next stays on screen: there is no account to sign in to yet.
    await expect(page.getByText(`We emailed a confirmation to ${email}.`)).toBeVisible();
    await expect(page.getByText("There is no account to sign in to yet")).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to Login" })).toHaveCount(0);
    // Sonner draws toasts on a timer: let the paused clock tick.
    await page.clock.runFor(2900);
    await expect(page.getByText("Partnership claim submitted successfully!")).toBeVisible();
    await page.clock.runFor(10_000);
    await expect(page).toHaveURL(/\/partner-portal\/claim$/);
    // axe runs on timers of its own.
    await page.clock.resume();
    await expectNoAxeViolations(page, { exclude: ["[data-sonner-toaster]"] });
    await waitForMail(email, "We received your");
  });

  test("a second claim for the same company email is refused (409)", async ({ page }) => {
    const { answer } = await openClaimPageAndReadCaptcha(page);
    await page.getByLabel("First Name").fill("Ada");
    await page.getByLabel("Last Name").fill("Lovelace");
    await page.getByLabel("Company Email").fill(email);
    const before = (await listMail(email)).length;
    await page.getByRole("button", { name: "Send Code" }).click();
    await expect.poll(async () => (await listMail(email)).length).toBeGreaterThan(before);
    const mails = await listMail(email);
    const code = mails
      .filter((m) => m.subject.includes("verification code"))
      .at(-1)!
      .subject.match(/(\d{6})/)![1]!;
    await page.getByLabel("Verification code").fill(code);
    await page.getByRole("button", { name: "Verify", exact: true }).click();
    await expect(page.getByText("Email verified", { exact: true })).toBeVisible();
    await page.getByLabel("Company Name").fill(`${company} Again`);
    await page.getByLabel("Company Website").fill("https://acme-analytics.example");
    await page.getByLabel("Company Size").selectOption("1-10");
    await page.getByLabel("Industry", { exact: true }).selectOption("other");
    await page.getByLabel("Specify Industry").fill("Fintech advisory");
    await page.getByLabel("Country", { exact: true }).selectOption("other");
    await page.getByLabel("Specify Country").fill("Iceland");
    await page
      .getByLabel("Why do you want to join")
      .fill("We would like to resell the platform to our clients.");
    await page.getByLabel("Enter the security code").fill(answer);
    await expect(page.getByText("Security check passed")).toBeVisible();
    await page.getByRole("button", { name: "Submit Partnership Claim" }).click();
    await expect(page.getByText("A partner claim or account already exists for this email.")).toBeVisible();
    await expect(page).toHaveURL(/\/partner-portal\/claim$/);
  });

  test("the programme team approves the claim through the admin API", async () => {
    admin = await openAdminApi();
    const claimId = await findClaimId(admin, email);
    await postAsAdmin(admin, `/api/admin/claims/${claimId}/approve`);
    registerLink = onTestedSite(
      await waitForMailedLink(email, "approved", "/partner-portal/register?token="),
    );
  });

  test("registration from the emailed link, with two attachments", async ({ page }) => {
    await page.goto(registerLink);
    await expect(
      page.getByText("Welcome! Your information has been pre-filled from your claim request."),
    ).toBeVisible();
    await expect(page.getByText("Step 1 of 4", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Company Name")).toHaveValue(company);
    await expect(page.getByLabel("Website URL")).toHaveValue("https://acme-analytics.example");
    await expect(page.getByLabel("Industry", { exact: true })).toHaveValue("Financial Services");
    await expect(page.getByLabel("Company Size")).toHaveValue("11-50");
    await expect(page.getByLabel("Full Name")).toHaveValue("Ada Lovelace");
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
    await page.getByLabel("Annual Revenue").selectOption("$1M - $5M");
    await page.getByLabel("Job Title").fill("Managing Director");
    await page.getByLabel("Phone Number").fill("+44 20 7946 0018");
    await page.getByLabel("Password", { exact: true }).fill(partnerPassword);
    await page.getByLabel("Confirm Password", { exact: true }).fill(partnerPassword);
    await page.getByRole("button", { name: "Next" }).click();

    await expect(page.getByText("Step 2 of 4", { exact: true })).toBeVisible();
    await page.getByLabel("Partnership Type").selectOption("implementation");
    await page.getByLabel("Expected Deals per Quarter").selectOption("5-10");
    await page.getByRole("group", { name: "Geographic Coverage" }).getByLabel("Europe").check();
    await page.getByRole("group", { name: "Industry Focus" }).getByLabel("Financial Services").check();
    await page.getByLabel("Client 1", { exact: true }).fill("Contoso");
    await page.getByRole("button", { name: "Add Client" }).click();
    await page.getByLabel("Client 2", { exact: true }).fill("Fabrikam");
    await page.getByLabel("Add a secondary contact").check();
    await page
      .getByRole("region", { name: /Secondary Contact/ })
      .getByLabel("Full Name")
      .fill("Charles Babbage");
    await page.getByRole("button", { name: "Next" }).click();

    await expect(page.getByText("Step 3 of 4", { exact: true })).toBeVisible();
    await page
      .getByRole("group", { name: "Technical Capabilities" })
      .getByLabel("ERP Implementation")
      .check();
    await page.getByLabel("Finance Team Size").fill("4");
    await page.getByLabel("Technical Staff Size").fill("6");
    await page.getByLabel("Sales Team Size").fill("2");
    await page
      .getByRole("group", { name: /Certifications/ })
      .getByLabel("ISO 27001")
      .check();
    await page.getByLabel("Supporting Documents (optional)").setInputFiles([
      {
        name: "company-profile.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.from("%PDF-1.4\n1 0 obj\n<< >>\nendobj\ntrailer\n<< >>\n%%EOF\n"),
      },
      { name: "iso-certificate.png", mimeType: "image/png", buffer: onePixelPng },
    ]);
    await expect(page.getByRole("list", { name: "Chosen documents" }).getByRole("listitem")).toHaveCount(2);
    await page.getByRole("button", { name: "Next" }).click();

    await expect(page.getByText("Step 4 of 4", { exact: true })).toBeVisible();
    const summary = page.locator("dl").first();
    await expect(summary).toContainText(company);
    await expect(summary).toContainText("Financial Services");
    await expect(summary).toContainText("Implementation");
    await expect(summary).toContainText(`Ada Lovelace (${email})`);
    await expect(summary).toContainText("5-10");
    await expect(summary).toContainText("12");
    const terms = page.getByRole("link", { name: /Download Terms/ });
    const download = await page.request.get((await terms.getAttribute("href"))!);
    expect(download.headers()["content-type"]).toContain("application/pdf");
    expect((await download.body()).subarray(0, 5).toString()).toBe("%PDF-");
    await page.getByRole("button", { name: "Complete Registration" }).click();
    await expect(page.getByText("You must accept the Partner Onboarding Terms and Conditions")).toBeVisible();
    await expect(page.getByText("Please accept all required agreements")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel("I have read and accept").check();
    await page.getByRole("button", { name: "Complete Registration" }).click();
    await expect(
      page
        .getByText("Registration completed successfully! Please check your email for verification.")
        .first(),
    ).toBeVisible();
    await expect(page).toHaveURL(
      new RegExp(
        `/partner-portal/login\\?registered=1&email=${encodeURIComponent(email).replace(/[.]/g, "\\.")}`,
      ),
    );
    await expect(page.getByLabel("Email")).toHaveValue(email);

    const partnerId = await findPartnerId(admin, company);
    const detail = (await (await admin.get(`/api/admin/partners/${partnerId}`)).json()) as {
      partner?: { attachments: unknown[] };
      attachments?: unknown[];
    };
    expect((detail.partner ?? detail).attachments).toHaveLength(2);
  });

  test("email verification from the emailed link, then sign-in, every tab with data, sign-out", async ({
    page,
  }) => {
    const verifyLink = onTestedSite(
      await waitForMailedLink(email, "Verify your email", "/partner-portal/verify-email?token="),
    );
    await freezeClockBeforeLoad(page);
    await page.goto(verifyLink);
    await expect(page.getByRole("heading", { name: "Email Verified!" })).toBeVisible();
    await expect(page.getByText("Email verified successfully! You can now login.").first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Login Now" })).toBeVisible();
    await page.clock.runFor(2900);
    await expect(page).toHaveURL(/verify-email/);
    await page.clock.runFor(200);
    await expect(page).toHaveURL(/\/partner-portal\/login$/);
    await page.clock.resume();

    const seeded = await seedDashboard(admin, await findPartnerId(admin, company));
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("wrong-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Invalid email or password. Please try again." }),
    ).toBeVisible();
    await page.getByLabel("Password", { exact: true }).fill(partnerPassword);
    await page.getByRole("button", { name: "Sign In" }).click();
    // Ada's first sign-in: nobody is "back" yet.
    await expect(page.getByText("Welcome! Redirecting to dashboard...").first()).toBeVisible();
    await expect(page).toHaveURL(/\/partner-portal\/dashboard$/);
    await expect(page.getByTestId("greeting")).toHaveText("Welcome, Ada");
    await checkEveryTab(page, { ...seeded, company });

    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/partner-portal\/login$/);
    await page.goto("/partner-portal/dashboard");
    await expect(page).toHaveURL(/\/partner-portal\/login\?next=/);
  });
});

// The smallest valid PNG (1 x 1 pixel), so the server's magic-byte check accepts it.
const onePixelPng = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);
