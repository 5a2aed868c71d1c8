import { expect, type Page } from "@playwright/test";

/** One frame's computed style of the watched element (absent: not in the page, or not rendered). */
export interface StyleSample {
  opacity: number;
  transform: string;
  height: number;
}

/**
 * Records, on every animation frame until `stop()`, the computed opacity, transform and
 * height of the first element matching `selector` while it is rendered. Start it before the
 * action, stop it once the result has settled.
 */
export async function recordStyles(
  page: Page,
  selector: string,
): Promise<{ stop: () => Promise<StyleSample[]> }> {
  await page.evaluate((watched) => {
    const samples: StyleSample[] = [];
    const state = window as unknown as { __motionSamples: StyleSample[]; __motionFrame: number };
    state.__motionSamples = samples;
    const tick = () => {
      const element = document.querySelector(watched);
      if (element instanceof HTMLElement && element.getClientRects().length > 0) {
        const style = getComputedStyle(element);
        samples.push({
          opacity: Number(style.opacity),
          transform: style.transform,
          height: element.getBoundingClientRect().height,
        });
      }
      state.__motionFrame = requestAnimationFrame(tick);
    };
    tick();
  }, selector);
  return {
    stop: () =>
      page.evaluate(() => {
        const state = window as unknown as { __motionSamples: StyleSample[]; __motionFrame: number };
        cancelAnimationFrame(state.__motionFrame);
        return state.__motionSamples;
      }),
  };
}

const identity = new Set(["none", "matrix(1, 0, 0, 1, 0, 0)"]);

/**
 * The frames in which the element was seen part-way: half transparent, or visible (opacity
 * above 0) while moved or scaled. A frame with opacity 0 is not seen; a frame read before the
 * animation library applied its first values may hold its starting values at opacity 0.
 */
export function inBetweenFrames(samples: StyleSample[]): StyleSample[] {
  return samples.filter(
    (sample) =>
      (sample.opacity > 0 && sample.opacity < 1) || (sample.opacity > 0 && !identity.has(sample.transform)),
  );
}

/** Heights other than the first and last seen: a block folding open or shut shows these. */
export function inBetweenHeights(samples: StyleSample[]): number[] {
  const heights = samples.map((sample) => Math.round(sample.height));
  const first = heights[0];
  const last = heights.at(-1);
  return heights.filter((height) => height !== first && height !== last && height !== 0);
}

/**
 * Waits until the element recorded by `recordStyles` has settled open: fully opaque, not moved
 * or scaled, with a height, the same in the last three frames, and no finite animation left
 * running on the page. Every transition the specs watch ends there.
 */
export async function waitForOpenStyleToSettle(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const samples = (window as unknown as { __motionSamples: StyleSample[] }).__motionSamples;
          const last = samples.slice(-3);
          const same =
            last.length === 3 &&
            last.every(
              (s) =>
                s.opacity === last[0]!.opacity &&
                s.transform === last[0]!.transform &&
                s.height === last[0]!.height,
            );
          const running = document
            .getAnimations()
            .filter((a) => a.playState === "running" && a.effect?.getComputedTiming().endTime !== Infinity);
          return same && last[0]!.height > 0 && running.length === 0 ? last[0]! : null;
        }),
      { message: "the watched element to settle open", intervals: [50] },
    )
    .toMatchObject({ opacity: 1, transform: expect.stringMatching(/^(none|matrix\(1, 0, 0, 1, 0, 0\))$/) });
}
