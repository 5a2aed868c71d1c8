import { expect, test } from "../support/test";
import { processCta } from "../../content/process-flow";
import { siteConfig } from "../../lib/config/site";
import { expectNoAxeViolations } from "../support/axe";
import { expectNewTabLink } from "../support/marketing-pages";

test.describe("/process-flow", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/process-flow");
  });

  test("shows the four steps, the stat tiles and the trust line", async ({ page }) => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Transform Finance Operations");
    await expect(page.locator("[data-step] h3")).toHaveText(["Connect", "Unify", "Analyze", "Deliver"]);
    const results = page.getByRole("region", { name: "Built for Speed, Accuracy and Trust" });
    await expect(results.getByRole("definition")).toHaveText(["10x", "100%", "24/7", "SOC 2"]);
    await expect(results.getByRole("term")).toHaveText([
      "Faster processing",
      "Accuracy rate",
      "Availability",
      "Certified",
    ]);
    await expect(page.getByText("Trusted by Fortune 500 companies worldwide")).toBeVisible();
  });

  test("Schedule Demo and View Documentation open in new tabs", async ({ page }) => {
    await expectNewTabLink(
      page.getByRole("link", { name: "Schedule Demo" }),
      siteConfig.bookingUrl,
      "noopener",
    );
    await expectNewTabLink(
      page.getByRole("link", { name: "View Documentation" }),
      processCta.docsUrl,
      "noopener noreferrer",
    );
  });

  test("has no accessibility violations", async ({ page }) => {
    await expectNoAxeViolations(page);
  });
});
