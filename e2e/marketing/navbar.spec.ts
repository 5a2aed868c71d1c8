import { expect, test, type Page } from "../support/test";
import { siteConfig } from "@/lib/config/site";
import { pauseClockAhead } from "../support/clock";
import { recordAnalytics } from "../support/contact-form";
import { isScrolledTo } from "../support/scroll";

const header = (page: Page) =>
  page.locator("header").filter({ has: page.getByRole("navigation", { name: "Main" }) });
const platformButton = (page: Page) => page.getByRole("button", { name: "Platform" });

async function makeScrollable(page: Page) {
  await page.evaluate(() => {
    document.body.style.minHeight = "4000px";
  });
}

test.describe("top navigation bar", () => {
  test("is fixed on marketing pages and absent in the partner portal", async ({ page }) => {
    await page.goto("/industries");
    await expect(header(page)).toHaveCSS("position", "fixed");
    await page.goto("/partner-portal/login");
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  });

  test("darkens once the page is scrolled more than 20 px", async ({ page }) => {
    await page.goto("/privacy-policy");
    await makeScrollable(page);
    await expect(header(page)).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, 20));
    await expect(header(page)).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, 21));
    await expect(header(page)).toHaveAttribute("data-scrolled", "true");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header(page)).toHaveAttribute("data-scrolled", "false");
  });

  test("highlights the active route", async ({ page }) => {
    await page.goto("/industries");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Industries" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Home", exact: true })).not.toHaveAttribute(
      "aria-current",
      "page",
    );
    await nav.getByRole("link", { name: "Company" }).click();
    await expect(page).toHaveURL("/about");
    await expect(nav.getByRole("link", { name: "Company" })).toHaveAttribute("aria-current", "page");
  });

  test("Book a Demo opens the booking page in a new tab", async ({ page }) => {
    await page.goto("/");
    const cta = header(page).getByRole("link", { name: "Book a Demo" });
    await expect(cta).toHaveAttribute("href", siteConfig.bookingUrl);
    await expect(cta).toHaveAttribute("target", "_blank");
    await expect(cta).toHaveAttribute("rel", /noopener/);
  });

  test("the logo scrolls to the top on the home page", async ({ page }) => {
    await page.goto("/");
    await makeScrollable(page);
    await page.evaluate(() => window.scrollTo(0, 1500));
    await header(page).getByRole("link", { name: /home$/i }).first().click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page).toHaveURL("/");
  });

  test("the Platform dropdown lists both groups with their entries", async ({ page }) => {
    await page.goto("/about");
    await platformButton(page).click();
    await expect(platformButton(page)).toHaveAttribute("aria-expanded", "true");
    const menu = page.locator("#platform-menu");
    await expect(menu.getByText("Role Based")).toBeVisible();
    await expect(menu.getByText("Task Based")).toBeVisible();
    for (const label of [
      "Financial Analyst",
      "Investment Analyst",
      "Credit Analyst",
      "Financial Controller",
      "CFO",
      "CEO",
    ]) {
      await expect(menu.getByRole("button", { name: label, exact: true })).toBeVisible();
    }
    for (const label of [
      "Financial Planning & Analysis",
      "Financial Due Diligence",
      "Consolidation & Close",
      "Management Reporting",
      "Cashflow Optimization",
      "Risk & Compliance",
    ]) {
      await expect(menu.getByRole("button", { name: label, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole("button", { name: "Financial Analyst" })).toHaveAttribute(
      "data-section-id",
      "ACCOUNTANT",
    );
    await expect(menu.getByRole("button", { name: "Financial Controller" })).toHaveAttribute(
      "data-section-id",
      "INVESTOR",
    );
    const width = await menu.evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(800);
  });

  test("the dropdown closes on an outside click and on Escape, returning focus", async ({ page }) => {
    await page.goto("/about");
    await platformButton(page).click();
    await expect(page.locator("#platform-menu")).toBeVisible();
    await page.locator("main").click({ position: { x: 10, y: 300 } });
    await expect(page.locator("#platform-menu")).toBeHidden();
    await expect(platformButton(page)).toHaveAttribute("aria-expanded", "false");

    await platformButton(page).focus();
    await page.keyboard.press("Enter");
    await expect(page.locator("#platform-menu")).toBeVisible();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Escape");
    await expect(page.locator("#platform-menu")).toBeHidden();
    await expect(platformButton(page)).toBeFocused();
  });

  test("the dropdown closes 150 ms after the pointer leaves", async ({ page }) => {
    await page.clock.install();
    await page.goto("/about");
    await platformButton(page).hover();
    await expect(page.locator("#platform-menu")).toBeVisible();
    await pauseClockAhead(page);
    await page.mouse.move(5, 600);
    await page.clock.runFor(140);
    await expect(page.locator("#platform-menu")).toBeVisible();
    await page.clock.runFor(20);
    await expect(page.locator("#platform-menu")).toBeHidden();
  });

  test("the dropdown closes on a route change", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Industries" }).click();
    await expect(page).toHaveURL("/industries");
    await platformButton(page).focus();
    await page.keyboard.press("Enter");
    await expect(page.locator("#platform-menu")).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL("/");
    await expect(page.locator("#platform-menu")).toBeHidden();
  });

  test("a role entry from another page goes home, scrolls after 300 ms and selects after 500 ms more", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __navEvents: string[] };
      w.__navEvents = [];
      for (const name of ["setActiveRole", "setActiveTask"]) {
        window.addEventListener(name, (event) =>
          w.__navEvents.push(`${name}:${(event as CustomEvent).detail}`),
        );
      }
    });
    await page.clock.install();
    await page.goto("/industries");
    await platformButton(page).click();
    await pauseClockAhead(page);
    await page.locator("#platform-menu").getByRole("button", { name: "CFO", exact: true }).click();
    await expect(page).toHaveURL("/");
    await expect(page.locator("#platform-menu")).toBeHidden();
    const events = () => page.evaluate(() => (window as unknown as { __navEvents: string[] }).__navEvents);
    await page.clock.runFor(250);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // 300 ms, plus the animation frame the scroll waits for.
    await page.clock.runFor(100);
    await expect.poll(() => isScrolledTo(page, "role-section")).toBe(true);
    await page.clock.runFor(400);
    expect(await events()).toEqual([]);
    await page.clock.runFor(150);
    await expect.poll(events).toEqual(["setActiveRole:CFO"]);
  });

  test("a task entry on the home page scrolls at once and selects after 500 ms", async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __navEvents: string[] };
      w.__navEvents = [];
      window.addEventListener("setActiveTask", (event) =>
        w.__navEvents.push(String((event as CustomEvent).detail)),
      );
    });
    await page.clock.install();
    await page.goto("/");
    await platformButton(page).click();
    await pauseClockAhead(page);
    await page.locator("#platform-menu").getByRole("button", { name: "Risk & Compliance" }).click();
    const events = () => page.evaluate(() => (window as unknown as { __navEvents: string[] }).__navEvents);
    // The scroll waits for the next animation frame.
    await page.clock.runFor(20);
    await expect.poll(() => isScrolledTo(page, "task-section")).toBe(true);
    await page.clock.runFor(430);
    expect(await events()).toEqual([]);
    await page.clock.runFor(100);
    await expect.poll(events).toEqual(["Risk & Compliance"]);
  });

  test.describe("on a small screen", () => {
    test.use({ viewport: { width: 390, height: 800 } });

    test("the hamburger opens a menu of at most 80% of the viewport height that closes on navigation", async ({
      page,
    }) => {
      await page.goto("/");
      const toggle = page.getByRole("button", { name: "Open menu" });
      await expect(page.getByRole("button", { name: "Platform" })).toBeHidden();
      await toggle.click();
      const menu = page.locator("#mobile-menu");
      await expect(menu).toBeVisible();
      await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
      // Polled: the menu's element can be replaced once while its opening animation starts.
      await expect.poll(() => menu.evaluate((el) => getComputedStyle(el).maxHeight)).toBe("640px");
      await menu.getByRole("link", { name: "Partners" }).click();
      await expect(page).toHaveURL("/partners");
      await expect(menu).toBeHidden();
      await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    });
  });
});

test.describe("Platform menu after a hover", () => {
  test("once a hover has opened and left it, the next Enter and the next click toggle it at once", async ({
    page,
  }) => {
    await page.goto("/about");
    const menu = page.locator("#platform-menu");
    await platformButton(page).hover();
    await expect(menu).toBeVisible();
    await page.mouse.move(5, 600);
    await expect(menu).toBeHidden();

    await platformButton(page).focus();
    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(menu).toBeHidden();

    // Hover again, leave, then click: the click opens it (the pointer is back over it).
    await platformButton(page).hover();
    await expect(menu).toBeVisible();
    await page.mouse.move(5, 600);
    await expect(menu).toBeHidden();
    await platformButton(page).click();
    await expect(menu).toBeVisible();
    await expect(platformButton(page)).toHaveAttribute("aria-expanded", "true");
  });

  test("a click right after the hover that opened it keeps it open", async ({ page }) => {
    await page.goto("/about");
    await platformButton(page).hover();
    await expect(page.locator("#platform-menu")).toBeVisible();
    await platformButton(page).click();
    await expect(page.locator("#platform-menu")).toBeVisible();
  });
});

test.describe("navigation_click", () => {
  test("is sent by every plain navbar link, on wide and narrow screens", async ({ page }) => {
    const events = await recordAnalytics(page);
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Industries" }).click();
    await expect(page).toHaveURL("/industries");
    await nav.getByRole("link", { name: "Home", exact: true }).click();
    await expect(page).toHaveURL("/");
    await nav.getByRole("link", { name: "Partners" }).click();
    await expect(page).toHaveURL("/partners");

    await page.setViewportSize({ width: 390, height: 800 });
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.locator("#mobile-menu").getByRole("link", { name: "Company" }).click();
    await expect(page).toHaveURL("/about");

    const navigation = (await events())
      .filter((event) => event.name === "navigation_click")
      .map((event) => event.params);
    expect(navigation).toEqual([
      { link_text: "Industries", destination: "/industries" },
      { link_text: "Home", destination: "/" },
      { link_text: "Partners", destination: "/partners" },
      { link_text: "Company", destination: "/about" },
    ]);
  });
});
