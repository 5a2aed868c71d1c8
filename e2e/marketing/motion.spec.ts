import { expect, test, type Page } from "../support/test";
import { partnerBenefits } from "../../content/partners";
import {
  inBetweenFrames,
  inBetweenHeights,
  recordStyles,
  waitForOpenStyleToSettle,
  type StyleSample,
} from "../support/motion";

// The marketing islands that move (framer-motion, loaded with the island): the contact
// dialog fades in, a Partners accordion panel and the mobile menu fold open. With reduced
// motion asked for, each appears at once, with no frame in between.

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("cookie-consent", "rejected"));
});

/** Records `selector` while `act` runs and until the result has settled open. */
async function framesOf(page: Page, selector: string, act: () => Promise<void>): Promise<StyleSample[]> {
  const recording = await recordStyles(page, selector);
  await act();
  await waitForOpenStyleToSettle(page);
  return recording.stop();
}

const second = partnerBenefits[1];
const secondPanel = `#benefit-${second.id}-panel`;

async function contactDialog(page: Page) {
  await page.goto("/partners");
  return framesOf(page, "dialog[open]", async () => {
    await page.getByRole("button", { name: "Contact Us", exact: true }).click();
    await expect(page.getByRole("dialog", { name: "Get in Touch" })).toBeVisible();
  });
}

async function accordionPanel(page: Page) {
  await page.goto("/partners");
  const button = page.getByRole("button", { name: second.title });
  // Pointing at the accordion loads its motion; the closed panels then carry its styles.
  await button.hover();
  await expect(page.locator(secondPanel)).toHaveAttribute("style", /height/);
  return framesOf(page, secondPanel, async () => {
    await button.click();
    await expect(page.locator(secondPanel)).toBeVisible();
  });
}

async function mobileMenu(page: Page) {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/about");
  // Pointing at the button loads the menu's motion; the menu is then in the page, hidden.
  await page.getByRole("button", { name: "Open menu" }).hover();
  await expect(page.locator("#mobile-menu")).toBeAttached();
  return framesOf(page, "#mobile-menu", async () => {
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.locator("#mobile-menu")).toBeVisible();
  });
}

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("the contact dialog appears at once and goes at once", async ({ page }) => {
    const frames = await contactDialog(page);
    expect(frames.length).toBeGreaterThan(0);
    expect(inBetweenFrames(frames)).toEqual([]);
    expect(frames.at(-1)).toMatchObject({ opacity: 1, transform: "none" });
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "Get in Touch" })).toBeHidden({ timeout: 500 });
  });

  test("an accordion panel and the mobile menu open at their full height at once", async ({ page }) => {
    const panel = await accordionPanel(page);
    expect(panel.length).toBeGreaterThan(0);
    expect(inBetweenHeights(panel)).toEqual([]);
    expect(inBetweenFrames(panel)).toEqual([]);
    const menu = await mobileMenu(page);
    expect(menu.length).toBeGreaterThan(0);
    expect(inBetweenHeights(menu)).toEqual([]);
    expect(inBetweenFrames(menu)).toEqual([]);
  });
});

test.describe("with motion allowed", () => {
  test("the contact dialog fades in and out", async ({ page }) => {
    const frames = await contactDialog(page);
    expect(inBetweenFrames(frames).length).toBeGreaterThan(0);
    expect(frames.at(-1)).toMatchObject({ opacity: 1, transform: "none" });
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "Get in Touch" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Contact Us", exact: true })).toBeFocused();
  });

  test("an accordion panel and the mobile menu fold open", async ({ page }) => {
    expect(inBetweenHeights(await accordionPanel(page)).length).toBeGreaterThan(0);
    expect(inBetweenHeights(await mobileMenu(page)).length).toBeGreaterThan(0);
  });
});
