import { expect, test, type Page } from "../support/test";
import { scrollTopTo, settle } from "../support/home-page";

// The pinned video section and what
// reduced motion changes on the home page.

const videoPaused = (page: Page) => page.locator("video").evaluate((video: HTMLVideoElement) => video.paused);
const sectionTop = (page: Page) =>
  page.locator("[data-video-section]").evaluate((element) => element.getBoundingClientRect().top);

/** Scrolls so that `share` of the video's height is inside the viewport, coming from above. */
async function showShareOfVideo(page: Page, share: number): Promise<void> {
  await page.locator("video").evaluate((video, visible) => {
    const rect = video.getBoundingClientRect();
    const top = rect.top + window.scrollY;
    window.scrollTo({ top: top + rect.height * visible - window.innerHeight, behavior: "instant" });
  }, share);
}

test("the video plays from half visible, pauses when scrolled away, and is pinned over 400 px", async ({
  page,
}) => {
  await page.goto("/");
  const video = page.locator("video");
  await expect(video).toHaveJSProperty("muted", true);
  await expect(video).toHaveJSProperty("loop", true);
  await expect(video).toHaveAttribute("playsinline", "");
  await expect(video).toHaveAttribute("preload", "none");
  expect(await videoPaused(page)).toBe(true);
  // GSAP is only fetched once the section starts to show.
  await settle(page);
  expect(await page.evaluate(() => (window as { gsapVersions?: string[] }).gsapVersions)).toBeUndefined();

  // The section is still below its pin, so the box moves with the page and keeps its start size.
  await showShareOfVideo(page, 0.3);
  await settle(page);
  await settle(page);
  expect(await videoPaused(page)).toBe(true);

  await showShareOfVideo(page, 0.6);
  await expect.poll(() => videoPaused(page)).toBe(false);
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(0);

  // Pinned: 200 px into the pin the section still sits at the top of the viewport.
  await expect
    .poll(() => page.evaluate(() => Boolean((window as { gsapVersions?: string[] }).gsapVersions)))
    .toBe(true);
  await scrollTopTo(page.locator("[data-video-section]"));
  const pinStart = await page.evaluate(() => window.scrollY);
  await page.evaluate((y) => window.scrollTo({ top: y + 200, behavior: "instant" }), pinStart);
  await expect.poll(() => sectionTop(page)).toBe(0);
  await expect(page.locator(".pin-spacer")).toHaveCount(1);

  // The play overlay appears once the scroll animation has ended.
  await expect(page.locator("[data-video-overlay]")).toHaveCount(0);
  await page.evaluate((y) => window.scrollTo({ top: y + 400, behavior: "instant" }), pinStart);
  await expect(page.locator("[data-video-overlay]")).toHaveCount(1);
  await expect(page.getByRole("button", { name: "Pause video" })).toHaveCount(1);
  // After the pin the section scrolls away with the page.
  await page.evaluate((y) => window.scrollTo({ top: y + 700, behavior: "instant" }), pinStart);
  await expect.poll(() => sectionTop(page)).toBeLessThan(-200);

  await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
  await expect.poll(() => videoPaused(page)).toBe(true);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await showShareOfVideo(page, 0.6);
  await expect.poll(() => videoPaused(page)).toBe(false);
});

test("the overlay button pauses and plays the video, and a pause is respected when it comes back into view", async ({
  page,
}) => {
  await page.goto("/Video");
  await expect.poll(() => videoPaused(page)).toBe(false);
  await page.evaluate(() => window.scrollTo({ top: 600, behavior: "instant" }));
  const pause = page.getByRole("button", { name: "Pause video" });
  await pause.click();
  await expect.poll(() => videoPaused(page)).toBe(true);
  await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
  await page.evaluate(() => window.scrollTo({ top: 600, behavior: "instant" }));
  await settle(page);
  await settle(page);
  expect(await videoPaused(page)).toBe(true);
  await page.getByRole("button", { name: "Play video" }).click();
  await expect.poll(() => videoPaused(page)).toBe(false);
});

test.describe("reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("no pin, a static layout, no autoplay, the strip paused, and no GSAP", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("[data-marquee-track]").first()).toHaveCSS("animation-play-state", "paused");
    await expect(page.getByRole("button", { name: "Pause sector strip" })).toBeHidden();

    const section = page.locator("[data-video-section]");
    await scrollTopTo(section);
    const pinStart = await page.evaluate(() => window.scrollY);
    await page.evaluate((y) => window.scrollTo({ top: y + 200, behavior: "instant" }), pinStart);
    await expect.poll(() => sectionTop(page)).toBeLessThan(-150);
    await expect(page.locator(".pin-spacer")).toHaveCount(0);
    await expect(page.locator("[data-video-box]")).toHaveCSS("transform", "none");

    await section.evaluate((element) => element.scrollIntoView({ block: "center", behavior: "instant" }));
    const play = page.getByRole("button", { name: "Play video" });
    await expect(play).toBeVisible();
    await settle(page);
    await settle(page);
    expect(await videoPaused(page)).toBe(true);
    expect(await page.evaluate(() => (window as { gsapVersions?: string[] }).gsapVersions)).toBeUndefined();

    await play.click();
    await expect.poll(() => videoPaused(page)).toBe(false);
  });
});

test("GSAP is not loaded on pages without the video section", async ({ page }) => {
  await page.goto("/industries");
  await page.mouse.wheel(0, 800);
  await settle(page);
  expect(await page.evaluate(() => (window as { gsapVersions?: string[] }).gsapVersions)).toBeUndefined();
});

test.describe("at 1366×900", () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test("the pinned video shows its whole frame, letterboxed, inside the screen", async ({ page }) => {
    await page.goto("/");
    await scrollTopTo(page.locator("[data-video-section]"));
    await expect
      .poll(() => page.evaluate(() => Boolean((window as { gsapVersions?: string[] }).gsapVersions)))
      .toBe(true);
    // Past the end of the pin's animation: the box has grown to its full size.
    const pinStart = await page.evaluate(() => window.scrollY);
    await page.evaluate((y) => window.scrollTo({ top: y + 400, behavior: "instant" }), pinStart);
    await expect(page.locator("[data-video-overlay]")).toHaveCount(1);
    await settle(page);

    // Where the frame is drawn (object-fit applied to the element's box), and what is seen
    // of it: the box, clipped by the viewport.
    const geometry = await page.locator("video").evaluate((video: HTMLVideoElement) => {
      const box = video.getBoundingClientRect();
      const ratio = video.width / video.height;
      const fit = getComputedStyle(video).objectFit;
      const scale =
        fit === "cover"
          ? Math.max(box.width / video.width, box.height / video.height)
          : Math.min(box.width / video.width, box.height / video.height);
      const width = video.width * scale;
      const height = video.height * scale;
      const frame = {
        left: box.left + (box.width - width) / 2,
        top: box.top + (box.height - height) / 2,
        width,
        height,
      };
      return {
        ratio,
        fit,
        box: { left: box.left, top: box.top, right: box.right, bottom: box.bottom },
        frame,
        viewport: { width: innerWidth, height: innerHeight },
      };
    });
    const { frame, box, viewport } = geometry;
    const slack = 1;
    expect(frame.left, JSON.stringify(geometry)).toBeGreaterThanOrEqual(Math.max(box.left, 0) - slack);
    expect(frame.top).toBeGreaterThanOrEqual(Math.max(box.top, 0) - slack);
    expect(frame.left + frame.width).toBeLessThanOrEqual(Math.min(box.right, viewport.width) + slack);
    expect(frame.top + frame.height).toBeLessThanOrEqual(Math.min(box.bottom, viewport.height) + slack);
    // And it is the large, grown frame, not a thumbnail.
    expect(frame.width).toBeGreaterThan(viewport.width * 0.8);
  });
});
