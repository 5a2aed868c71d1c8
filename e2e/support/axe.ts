import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** Fails the test with a readable list when axe finds WCAG 2 A/AA violations on the page. */
export async function expectNoAxeViolations(page: Page, options: { exclude?: string[] } = {}): Promise<void> {
  await waitForFiniteAnimations(page);
  let builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.help}\n  ${violation.nodes.map((node) => node.target.join(" ")).join("\n  ")}`,
  );
  expect(summary, summary.join("\n")).toEqual([]);
}

/**
 * Waits (up to about 2 s of real time) until no finite animation or transition runs, so
 * axe judges the settled page, not a toast half-way through fading in. Endless loops
 * (marquees) do not count. Polls from the test side: the page's timers may be paused.
 */
async function waitForFiniteAnimations(page: Page): Promise<void> {
  for (let i = 0; i < 20; i += 1) {
    const running = await page.evaluate(
      () =>
        document
          .getAnimations()
          .filter((a) => a.playState === "running" && a.effect?.getComputedTiming().endTime !== Infinity).length,
    );
    if (running === 0) return;
    await page.waitForTimeout(100);
  }
}
