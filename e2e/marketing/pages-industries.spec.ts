import { expect, test } from "../support/test";
import { impactStories, industryCards } from "../../content/industries";
import { siteConfig } from "../../lib/config/site";
import { expectNoAxeViolations } from "../support/axe";
import { expectNewTabLink } from "../support/marketing-pages";

test.describe("/industries", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/industries");
  });

  test("shows the six industry cards, two of them marked new", async ({ page }) => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "AI Finance Automation Built for Your Industry",
    );
    const cards = page.locator("[data-industry]");
    await expect(cards).toHaveCount(6);
    for (const card of industryCards) {
      const item = page.locator(`[data-industry="${card.id}"]`);
      await expect(item.getByRole("heading", { level: 3 })).toHaveText(card.name);
      await expect(item.getByText("New", { exact: true })).toHaveCount(card.isNew ? 1 : 0);
    }
    const newNames = await cards
      .filter({ has: page.getByText("New", { exact: true }) })
      .locator("h3")
      .allTextContents();
    expect(newNames.sort()).toEqual(["Real Estate Finance Automation", "VC & PE Intelligence"]);
  });

  test("tells five impact stories with challenges, outcomes and illustrative figures", async ({ page }) => {
    const section = page.getByRole("region", { name: "Impact Stories Across Industries" });
    await expect(section.getByRole("article")).toHaveCount(5);
    await expect(section.getByText(/illustrative marketing figures/)).toBeVisible();
    for (const story of impactStories) {
      const article = section.getByRole("article", { name: story.title });
      await expect(article).toContainText(story.industry);
      await expect(article.getByRole("heading", { name: "Challenges" })).toBeVisible();
      await expect(article.getByRole("heading", { name: "Outcomes" })).toBeVisible();
      await expect(article.getByRole("definition")).toHaveCount(story.stats.length);
    }
    expect(impactStories.map((story) => story.industry)).toEqual([
      "VC / PE",
      "Banking",
      "Real Estate",
      "Manufacturing",
      "Retail",
    ]);
  });

  test("Explore Industries scrolls to the use cases and moves focus there", async ({ page }) => {
    const useCases = page.locator("#use-cases");
    await expect(useCases).not.toBeInViewport();
    await page.getByRole("link", { name: "Explore Industries" }).click();
    await expect(useCases).toBeInViewport();
    await expect(useCases).toBeFocused();
    // The section heading ends up below the fixed navigation bar, not under it.
    await expect
      .poll(async () => (await useCases.getByRole("heading", { level: 2 }).boundingBox())?.y ?? 0)
      .toBeGreaterThanOrEqual(64);
    expect(new URL(page.url()).pathname).toBe("/industries");
  });

  test("Request Demo opens the booking page in a new tab", async ({ page }) => {
    await expectNewTabLink(
      page.getByRole("link", { name: "Request Demo" }),
      siteConfig.bookingUrl,
      "noopener",
    );
  });

  test("has no accessibility violations", async ({ page }) => {
    await expectNoAxeViolations(page);
  });
});
