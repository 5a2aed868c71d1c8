import { expect, test } from "../support/test";

// On a phone nothing may be wider than the screen: a too-wide element makes mobile browsers
// widen the layout viewport and zoom out, which also moves fixed elements such as the
// consent banner.
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

const paths = [
  "/industries",
  "/partners",
  "/about",
  "/process-flow",
  "/privacy-policy",
  "/terms-of-service",
  "/cookie-settings",
];

for (const path of paths) {
  test(`${path} fits a 360 px wide phone screen`, async ({ page }) => {
    await page.goto(path);
    const widths = await page.evaluate(() => ({
      layoutViewport: window.innerWidth,
      document: document.documentElement.scrollWidth,
    }));
    expect(widths).toEqual({ layoutViewport: 360, document: 360 });
  });
}
