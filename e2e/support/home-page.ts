// The home page's explorers and video: a paused clock, the tab sections, scrolling.
import { expect, type Locator, type Page } from "@playwright/test";

export const CLOCK_START = new Date("2026-01-05T09:00:00Z");

/** Installs Playwright's clock before the page loads and pauses it once the page is up. */
export async function gotoWithPausedClock(page: Page, path: string): Promise<void> {
  await page.clock.install({ time: CLOCK_START });
  await page.goto(path);
  await page.clock.pauseAt(new Date(CLOCK_START.getTime() + 60_000));
}

export function section(page: Page, id: "role-section" | "task-section"): Locator {
  return page.locator(`#${id}`);
}

export function tab(page: Page, id: "role-section" | "task-section", name: string): Locator {
  return section(page, id).getByRole("tab", { name, exact: true });
}

/** The panel of the selected tab (the previous one stays in the tree while it fades out). */
export async function activePanel(page: Page, id: "role-section" | "task-section"): Promise<Locator> {
  const panelId = await section(page, id)
    .locator('[role="tab"][aria-selected="true"]')
    .getAttribute("aria-controls");
  return page.locator(`#${panelId}`);
}

export async function expectSelected(
  page: Page,
  id: "role-section" | "task-section",
  name: string,
): Promise<void> {
  await expect(section(page, id).locator('[role="tab"][aria-selected="true"]')).toHaveText(name);
}

/** Scrolls the window so the element's top edge sits `offset` px below the viewport's top. */
export async function scrollTopTo(locator: Locator, offset = 0): Promise<void> {
  await locator.evaluate((element, y) => {
    window.scrollTo({ top: element.getBoundingClientRect().top + window.scrollY - y, behavior: "instant" });
  }, offset);
}

export function scrollY(page: Page): Promise<number> {
  return page.evaluate(() => window.scrollY);
}

/** The window's scroll offset once it has stopped moving (wheel scrolling may animate). */
export async function stableScrollY(page: Page): Promise<number> {
  let last = Number.NaN;
  await expect
    .poll(
      async () => {
        const current = await scrollY(page);
        const stable = current === last;
        last = current;
        return stable;
      },
      { intervals: [100] },
    )
    .toBe(true);
  return last;
}

/** Waits two rendering frames (real ones: only use where the clock is not installed). */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}
