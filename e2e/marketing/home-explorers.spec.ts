import { expect, test } from "../support/test";
import {
  activePanel,
  expectSelected,
  gotoWithPausedClock,
  scrollTopTo,
  scrollY,
  section,
  stableScrollY,
  tab,
} from "../support/home-page";

// The role and task explorers: rotation every
// 1.5 s, what stops it, the wheel capture, and the reset on re-entry from above.

test.describe("explorer rotation", () => {
  test("rotates every 1.5 s while in view and stops on hover", async ({ page }) => {
    await gotoWithPausedClock(page, "/");
    const roles = section(page, "role-section");
    await roles.evaluate((element) => element.scrollIntoView({ behavior: "instant" }));
    await expect(roles).toHaveAttribute("data-rotating", "true");
    await expectSelected(page, "role-section", "Financial Analyst");

    await page.clock.runFor(1499);
    await expectSelected(page, "role-section", "Financial Analyst");
    await page.clock.runFor(1);
    await expectSelected(page, "role-section", "Investment Analyst");
    await page.clock.runFor(1500);
    await expectSelected(page, "role-section", "Credit Analyst");

    await roles.hover();
    await expect(roles).toHaveAttribute("data-rotating", "false");
    await page.clock.runFor(6000);
    await expectSelected(page, "role-section", "Credit Analyst");
  });

  test("wraps from the last tab to the first", async ({ page }) => {
    await gotoWithPausedClock(page, "/");
    const tasks = section(page, "task-section");
    await tasks.evaluate((element) => element.scrollIntoView({ behavior: "instant" }));
    await expect(tasks).toHaveAttribute("data-rotating", "true");
    for (const name of [
      "FDD",
      "Consolidation & Close",
      "Management Reporting",
      "Cashflow Optimization",
      "Risk & Compliance",
      "FP&A",
    ]) {
      await page.clock.runFor(1500);
      await expectSelected(page, "task-section", name);
    }
  });

  test("a click on a tab selects it and stops the rotation", async ({ page }) => {
    await gotoWithPausedClock(page, "/");
    const tasks = section(page, "task-section");
    await tasks.evaluate((element) => element.scrollIntoView({ behavior: "instant" }));
    await expect(tasks).toHaveAttribute("data-rotating", "true");
    // A click without moving the pointer, so hovering cannot be what stops the rotation.
    await tab(page, "task-section", "Cashflow Optimization").dispatchEvent("click");
    await expectSelected(page, "task-section", "Cashflow Optimization");
    await expect(tasks).toHaveAttribute("data-rotating", "false");
    await page.clock.runFor(6000);
    await expectSelected(page, "task-section", "Cashflow Optimization");
    await expect(await activePanel(page, "task-section")).toContainText("The Treasury Pilot");
  });

  test("a touch stops the rotation", async ({ page }) => {
    await gotoWithPausedClock(page, "/");
    const roles = section(page, "role-section");
    await roles.evaluate((element) => element.scrollIntoView({ behavior: "instant" }));
    await expect(roles).toHaveAttribute("data-rotating", "true");
    await roles.getByRole("heading", { level: 2 }).dispatchEvent("touchstart");
    await expect(roles).toHaveAttribute("data-rotating", "false");
  });

  test("setActiveRole and setActiveTask events select the tab and stop the rotation", async ({ page }) => {
    await gotoWithPausedClock(page, "/");
    const tasks = section(page, "task-section");
    await tasks.evaluate((element) => element.scrollIntoView({ behavior: "instant" }));
    await expect(tasks).toHaveAttribute("data-rotating", "true");
    await page.evaluate(() =>
      window.dispatchEvent(new CustomEvent("setActiveTask", { detail: "Management Reporting" })),
    );
    await expectSelected(page, "task-section", "Management Reporting");
    await expect(tasks).toHaveAttribute("data-rotating", "false");
    await page.clock.runFor(6000);
    await expectSelected(page, "task-section", "Management Reporting");

    // The role key INVESTOR is the Financial Controller tab, as the navigation pairs them.
    await page.evaluate(() => window.dispatchEvent(new CustomEvent("setActiveRole", { detail: "INVESTOR" })));
    await expectSelected(page, "role-section", "Financial Controller");
    // Unknown keys are ignored.
    await page.evaluate(() => window.dispatchEvent(new CustomEvent("setActiveRole", { detail: "NOBODY" })));
    await expectSelected(page, "role-section", "Financial Controller");
  });

  test("tabs are ARIA tabs driven by the arrow keys, Home and End", async ({ page }) => {
    await page.goto("/");
    const first = tab(page, "role-section", "Financial Analyst");
    await first.evaluate((element) => element.scrollIntoView({ block: "center", behavior: "instant" }));
    await first.click();
    await expect(first).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(tab(page, "role-section", "Investment Analyst")).toBeFocused();
    await expectSelected(page, "role-section", "Investment Analyst");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expectSelected(page, "role-section", "CEO");
    await page.keyboard.press("Home");
    await expectSelected(page, "role-section", "Financial Analyst");
    await page.keyboard.press("End");
    await expectSelected(page, "role-section", "CEO");
    const panel = await activePanel(page, "role-section");
    await expect(panel).toHaveAttribute("aria-labelledby", "role-section-tab-5");
    await expect(panel).toBeVisible();
    await expect(panel).toContainText("The Decision Intelligence Partner");
    await expect(panel.getByRole("listitem")).toHaveCount(8 + 5);
    await expect(panel.getByRole("img")).toHaveAttribute("width", "800");
  });
});

test.describe("explorer wheel capture", () => {
  test("advances one tab per 100 units with an 800 ms lock, then releases after the last tab", async ({
    page,
  }) => {
    await gotoWithPausedClock(page, "/");
    const roles = section(page, "role-section");
    await scrollTopTo(roles);
    await page.mouse.move(640, 420);
    const top = await scrollY(page);

    await page.mouse.wheel(0, 100);
    await expectSelected(page, "role-section", "Investment Analyst");
    expect(await scrollY(page)).toBe(top);

    // Inside the lock: captured (no scrolling) but no step.
    await page.mouse.wheel(0, 100);
    await page.clock.runFor(400);
    await expectSelected(page, "role-section", "Investment Analyst");
    expect(await scrollY(page)).toBe(top);

    // After the lock, movement accumulates until 100 units.
    await page.clock.runFor(400);
    await page.mouse.wheel(0, 60);
    await expectSelected(page, "role-section", "Investment Analyst");
    await page.mouse.wheel(0, 60);
    await expectSelected(page, "role-section", "Credit Analyst");
    expect(await scrollY(page)).toBe(top);

    // 30 units or fewer are not captured: the page scrolls.
    await page.mouse.wheel(0, 20);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(top);
    await expectSelected(page, "role-section", "Credit Analyst");
    const afterSmall = await stableScrollY(page);

    for (const name of ["Financial Controller", "CFO", "CEO"]) {
      await page.clock.runFor(800);
      await page.mouse.wheel(0, 100);
      await expectSelected(page, "role-section", name);
      expect(await scrollY(page)).toBe(afterSmall);
    }

    // On the last tab the page scrolls on, down and up.
    await page.clock.runFor(800);
    await page.mouse.wheel(0, 100);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(afterSmall);
    await expectSelected(page, "role-section", "CEO");
    const afterRelease = await stableScrollY(page);
    await page.mouse.wheel(0, -100);
    await expect.poll(() => scrollY(page)).toBeLessThan(afterRelease);
  });

  test("does not capture while the section does not fill the viewport", async ({ page }) => {
    await gotoWithPausedClock(page, "/");
    const tasks = section(page, "task-section");
    await scrollTopTo(tasks, 300);
    await page.mouse.move(640, 600);
    const top = await scrollY(page);
    await page.mouse.wheel(0, 100);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(top);
    await expectSelected(page, "task-section", "FP&A");
  });
});

test("resets to the first tab when the section re-enters view from above", async ({ page }) => {
  await gotoWithPausedClock(page, "/");
  const tasks = section(page, "task-section");
  await scrollTopTo(tasks);
  await tab(page, "task-section", "Management Reporting").dispatchEvent("click");
  await expectSelected(page, "task-section", "Management Reporting");

  // Leaving upwards and coming back from below keeps the tab.
  await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
  await expect(tasks).not.toBeInViewport();
  await scrollTopTo(tasks);
  await expect(tasks).toBeInViewport();
  await expectSelected(page, "task-section", "Management Reporting");

  // Going back above the section and scrolling down to it again starts from the first tab.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await expect(tasks).not.toBeInViewport();
  await scrollTopTo(tasks);
  await expect(tasks).toBeInViewport();
  await expectSelected(page, "task-section", "FP&A");
});

test.describe("navigation bar entries select the tab", () => {
  const cases = [
    { from: "/industries", entry: "Credit Analyst", sectionId: "role-section", tab: "Credit Analyst" },
    {
      from: "/partners",
      entry: "Management Reporting",
      sectionId: "task-section",
      tab: "Management Reporting",
    },
    { from: "/", entry: "CEO", sectionId: "role-section", tab: "CEO" },
    { from: "/", entry: "Financial Due Diligence", sectionId: "task-section", tab: "FDD" },
  ] as const;

  // Real timers here: the navigation bar's delays run alongside a route change, the
  // browser's smooth scroll and GSAP's set-up. That the rotation has stopped is read from
  // the section's state, which the clock-driven tests above tie to the tabs' behaviour.
  for (const item of cases) {
    test(`${item.entry} from ${item.from}`, async ({ page }) => {
      await page.goto(item.from);
      await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Platform" }).hover();
      await page.locator("#platform-menu").getByRole("button", { name: item.entry, exact: true }).click();
      await expect(page).toHaveURL(/\/$/);
      await expectSelected(page, item.sectionId, item.tab);
      await expect(section(page, item.sectionId)).toHaveAttribute("data-rotating", "false");
      await expect(section(page, item.sectionId)).toBeInViewport({ ratio: 0.6 });
    });
  }
});
