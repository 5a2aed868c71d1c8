import { expect, test, type Page } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";
import { adminAccount } from "../support/identities";
import { sharedPartner } from "../support/partners";
import { signInThroughApi, signInThroughPage } from "../support/sign-in";

// The console's Analytics and the portal's Performance tab: charts drawn on the server as
// named images with their numbers, a CSV of exactly those numbers, a range form that works
// without script, no accessibility violations, and a page that fits a 375 px screen.

const fits = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

test.describe("programme analytics", () => {
  test("the console's charts, their numbers and CSV, the range form, axe and 375 px", async ({ page }) => {
    test.setTimeout(120_000);
    await signInThroughApi(page, adminAccount.email, adminAccount.password);
    await page.goto("/admin/analytics?range=365");
    await expect(page.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Analytics", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    for (const name of [
      "Won revenue",
      "Partner-sourced pipeline",
      "Partner funnel",
      "Deal review time",
      "Commissions earned",
      "Payouts paid",
      "Referral links",
      "Leaderboard",
    ]) {
      const section = page.getByRole("region", { name });
      await expect(section).toBeVisible();
      await expect(section.getByRole("img", { name, exact: true })).toBeVisible();
    }
    // The numbers behind a chart, disclosed; its CSV holds the same months.
    const won = page.getByRole("region", { name: "Won revenue" });
    await won.getByText("The numbers").click();
    const months = await won.locator("tbody tr").count();
    expect(months).toBeGreaterThanOrEqual(12);
    const href = await won.getByRole("link", { name: /Download CSV/ }).getAttribute("href");
    const csv = await page.request.get(href!);
    expect(csv.headers()["content-type"]).toContain("text/csv");
    expect((await csv.text()).trim().split("\r\n")).toHaveLength(months + 1);
    await expectNoAxeViolations(page);

    // A custom range through the plain GET form.
    await page.getByLabel("Period").selectOption("custom");
    await page.getByLabel("From", { exact: true }).fill("2026-01-01");
    await page.getByLabel("To", { exact: true }).fill("2026-03-31");
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(/from=2026-01-01/);
    await expect(page.getByText("Showing 2026-01-01 to 2026-03-31 (UTC).")).toBeVisible();
    await expect(page.getByRole("region", { name: "Won revenue" }).locator("tbody tr")).toHaveCount(3);
    // A range that ends before it starts is refused with its reason, and a valid one shown.
    await page.goto("/admin/analytics?range=custom&from=2026-04-01&to=2026-03-01");
    await expect(page.getByRole("alert").filter({ hasText: "start date" })).toHaveText(
      "The start date must be on or before the end date.",
    );

    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/admin/analytics");
    await expect(page.getByRole("region", { name: "Leaderboard" })).toBeVisible();
    await fits(page, 375);
    await expectNoAxeViolations(page);
  });

  test("the portal's Performance tab: the company's figures, axe and 375 px", async ({ page }) => {
    test.setTimeout(120_000);
    const { email } = await sharedPartner();
    await page.setViewportSize({ width: 375, height: 800 });
    await signInThroughPage(page, email);
    await page.getByRole("tab", { name: "Performance" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Performance" })).toBeVisible();
    await page.getByLabel("Period").selectOption("365");
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(/range=365/);
    for (const name of ["Won revenue", "Pipeline", "Commissions", "Referral links"])
      await expect(page.getByRole("region", { name }).getByRole("img", { name, exact: true })).toBeVisible();
    await expect(page.getByTestId("win-rate-summary")).toContainText("won");
    await expect(page.getByText("Your tier")).toBeVisible();
    await fits(page, 375);
    await expectNoAxeViolations(page);
  });
});
