import { expect, test, type Page } from "../support/test";
import { toastWithText } from "../support/dashboard-tabs";
import { partnerPassword, uniqueIdentity } from "../support/identities";

// The open registration's form before and after its code arrives, and its draft across a reload.

const next = (page: Page) => page.getByRole("button", { name: "Next" }).click();

test.describe("open registration form", () => {
  test("the server's form stays disabled until its code has taken it over", async ({ page }) => {
    // Hold the wizard's code (the chunk that draws its buttons): what the server drew is all there is.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let wizardCode = false;
    await page.route("**/_next/static/chunks/**", async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes("Complete Registration")) {
        wizardCode = true;
        await held;
      }
      await route.fulfill({ response, body });
    });
    await page.goto("/partner-portal/register/anonymous", { waitUntil: "commit" });
    const company = page.getByLabel("Company Name");
    await expect(company).toBeVisible();
    await expect(company).toBeDisabled();
    await expect(page.getByRole("button", { name: "Next" })).toBeDisabled();

    expect(wizardCode).toBe(true);
    release();
    await expect(company).toBeEnabled({ timeout: 30_000 });
    await company.fill("Early Bird Ltd");
    await next(page);
    await expect(toastWithText(page, "Please fill in all required fields correctly")).toBeVisible();
    await expect(company).toHaveValue("Early Bird Ltd");
    await expect(page.getByText("Company name is required", { exact: true })).toHaveCount(0);
    await expect(page.getByText("Website URL is required", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Website URL")).toBeFocused();
  });

  test("a reload brings the entries and the step back, never the passwords", async ({ page }) => {
    const { email, company } = uniqueIdentity("draft");
    await page.goto("/partner-portal/register/anonymous");
    await page.getByLabel("Company Name").fill(company);
    await page.getByLabel("Website URL").fill("https://draft.example");
    await page.getByLabel("Industry").selectOption("Consulting");
    await page.getByLabel("Company Size").selectOption("1-10");
    await page.getByLabel("Annual Revenue").selectOption("Less than $1M");
    await page.getByLabel("Full Name").fill("Grace Hopper");
    await page.getByLabel("Job Title").fill("Partner Manager");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Phone Number").fill("+1 555 0100");
    await page.getByLabel("Password", { exact: true }).fill(partnerPassword);
    await page.getByLabel("Confirm Password", { exact: true }).fill(partnerPassword);
    await next(page);
    await expect(page.getByText("Step 2 of 4", { exact: true })).toBeVisible();
    await page.getByLabel("Partnership Type").selectOption("referral");
    await page.getByRole("group", { name: "Geographic Coverage" }).getByLabel("India - South").check();
    await page.getByRole("button", { name: "Add Client" }).click();
    await page.getByLabel("Client 2", { exact: true }).fill("Globex");

    await page.reload();
    await expect(
      page.getByText("Your entries are back where you left them. Passwords are never kept"),
    ).toBeVisible();
    await expect(page.getByText("Step 2 of 4", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Partnership Type")).toHaveValue("referral");
    await expect(
      page.getByRole("group", { name: "Geographic Coverage" }).getByLabel("India - South"),
    ).toBeChecked();
    await expect(page.getByLabel("Client 2", { exact: true })).toHaveValue("Globex");

    await page.getByRole("button", { name: "Previous" }).click();
    await expect(page.getByLabel("Company Name")).toHaveValue(company);
    await expect(page.getByLabel("Full Name")).toHaveValue("Grace Hopper");
    await expect(page.getByLabel("Industry")).toHaveValue("Consulting");
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
    await next(page);
    await expect(page.getByText("Password is required", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Password", { exact: true })).toBeFocused();
  });
});
