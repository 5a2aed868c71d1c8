import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** Fails the test with a readable list when axe finds WCAG 2 A/AA violations on the page. */
export async function expectNoAxeViolations(page: Page, options: { exclude?: string[] } = {}): Promise<void> {
  // Judged as a visitor who asks for reduced motion sees it: toasts and fades show at their
  // final colours at once, so a busy machine's slow fade-in is not read as low contrast.
  const asked = await page.evaluate(() => matchMedia("(prefers-reduced-motion: reduce)").matches);
  await page.emulateMedia({ reducedMotion: "reduce" });
  try {
    await judge(page, options);
  } finally {
    await page.emulateMedia({ reducedMotion: asked ? "reduce" : "no-preference" });
  }
}

async function judge(page: Page, options: { exclude?: string[] }): Promise<void> {
  await waitForFiniteAnimations(page);
  // A page refreshed in place (router.refresh) puts its <title> back a moment after its
  // content: wait for it, so axe judges the page as it settles, not the swap.
  await expect(page).toHaveTitle(/\S/);
  let builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help}\n  ${violation.nodes.map((node) => node.target.join(" ")).join("\n  ")}`,
  );
  expect(summary, summary.join("\n")).toEqual([]);
}

/**
 * Waits (up to 2 s of real time) until no finite animation or transition runs and no toast is
 * still waiting to start its fade-in, so axe judges the settled page, not a toast half-way
 * through fading in. Endless loops (marquees) do not count. Polls from the test side: the
 * page's timers may be paused. A page still animating after that is judged as it is: this
 * wait is not what the test checks.
 */
async function waitForFiniteAnimations(page: Page): Promise<void> {
  const running = () =>
    page.evaluate(
      () =>
        document
          .getAnimations()
          .filter((a) => a.playState === "running" && a.effect?.getComputedTiming().endTime !== Infinity)
          .length + document.querySelectorAll('[data-sonner-toast][data-mounted="false"]').length,
    );
  await expect
    .poll(running, { timeout: 2_000, intervals: [100] })
    .toBe(0)
    .catch(() => undefined);
}
