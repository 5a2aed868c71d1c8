import type { Page } from "@playwright/test";

// Playwright's fake clock for the pages whose timers (toasts, resend countdowns, redirects)
// a test steps through itself with page.clock.runFor.

/** Installs a fake clock before the page loads, paused: the page's timers run only on runFor. */
export async function freezeClockBeforeLoad(page: Page): Promise<void> {
  const now = Date.now();
  await page.clock.install({ time: now });
  // Ahead of the clock however long installing took; nothing runs before the page loads.
  await page.clock.pauseAt(now + 5000);
}

/** Pauses an installed clock one second ahead of the page's time, so it is never in the past. */
export async function pauseClockAhead(page: Page): Promise<void> {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
}
