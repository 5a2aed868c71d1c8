import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";

test.describe("portal guard", () => {
  test("an anonymous visitor of the dashboard is sent to the login page, keeping the path", async ({ page }) => {
    await page.goto("/partner-portal/dashboard");
    await expect(page).toHaveURL(/\/partner-portal\/login\?next=%2Fpartner-portal%2Fdashboard$/);
  });

  test("the portal pages have no marketing navigation bar and no accessibility violations", async ({ page }) => {
    await page.goto("/partner-portal/login");
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
