import { expect, test } from "../support/test";
import { partnerBenefits, partnerTypes } from "../../content/partners";
import { expectNoAxeViolations } from "../support/axe";
import { expectContactModalOpensAndCloses } from "../support/marketing-pages";

const portalLinks = [
  { name: "Claim Partner Portal", href: "/partner-portal/claim" },
  { name: "Explore More", href: "/partner-portal/claim" },
  { name: "Start Your Partnership Journey", href: "/partner-portal/claim" },
  { name: "Partner Login", href: "/partner-portal/login" },
] as const;

test.describe("/partners", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/partners");
  });

  for (const link of portalLinks) {
    test(`${link.name} leads to ${link.href}`, async ({ page }) => {
      const anchor = page.getByRole("main").getByRole("link", { name: link.name, exact: true });
      await expect(anchor).toHaveAttribute("href", link.href);
      await anchor.click();
      await expect(page).toHaveURL(link.href);
    });
  }

  test("benefit accordions: one open at a time, with buttons controlling labelled regions", async ({
    page,
  }) => {
    const section = page.getByRole("region", { name: "Why Partner With Us" });
    const buttons = section.locator("button[aria-controls]");
    await expect(buttons).toHaveCount(partnerBenefits.length);
    const expanded = section.locator('button[aria-expanded="true"]');

    for (const [index, benefit] of partnerBenefits.entries()) {
      const button = section.getByRole("button", { name: benefit.title });
      const panelId = await button.getAttribute("aria-controls");
      const panel = page.locator(`#${panelId}`);
      await expect(panel).toHaveAttribute("role", "region");
      await expect(panel).toHaveAttribute("aria-labelledby", (await button.getAttribute("id")) ?? "");
      if (index > 0) {
        await expect(button).toHaveAttribute("aria-expanded", "false");
        await expect(panel).toBeHidden();
        await button.click();
      }
      await expect(button).toHaveAttribute("aria-expanded", "true");
      await expect(panel).toBeVisible();
      await expect(panel).toContainText(benefit.details[0]);
      await expect(expanded).toHaveCount(1);
      await expect(section.getByRole("region")).toHaveCount(1);
    }
  });

  test("benefit accordions work from the keyboard and can all be closed", async ({ page }) => {
    const section = page.getByRole("region", { name: "Why Partner With Us" });
    const second = section.getByRole("button", { name: partnerBenefits[1].title });
    await second.focus();
    await page.keyboard.press("Enter");
    await expect(second).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Space");
    await expect(second).toHaveAttribute("aria-expanded", "false");
    await expect(section.locator('button[aria-expanded="true"]')).toHaveCount(0);
  });

  test("shows the four partner types", async ({ page }) => {
    const types = page.locator("[data-partner-type]");
    await expect(types).toHaveCount(4);
    expect(
      await types.evaluateAll((items) => items.map((item) => item.getAttribute("data-partner-type"))),
    ).toEqual(partnerTypes.map((type) => type.id));
    expect(partnerTypes.map((type) => type.id)).toEqual([
      "implementation",
      "referral",
      "technology",
      "consulting",
    ]);
  });

  test("Contact Us opens the contact modal, which closes again", async ({ page }) => {
    const trigger = page.getByRole("main").getByRole("button", { name: "Contact Us" });
    await expectContactModalOpensAndCloses(page, trigger, ["close-button", "escape", "backdrop"]);
  });

  test("has no accessibility violations", async ({ page }) => {
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: partnerBenefits[3].title }).click();
    await expectNoAxeViolations(page);
  });
});
