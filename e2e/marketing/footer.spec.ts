import { expect, test } from "../support/test";

// The footer's social marks are drawn inline; each must read as its mark, not a block.
test("the footer's Instagram mark is a frame, a ring and a dot, not a filled square", async ({ page }) => {
  await page.goto("/privacy-policy");
  const icon = page
    .getByRole("contentinfo")
    .getByRole("link", { name: /on Instagram$/ })
    .locator("svg path");
  // Points in the icon's 24×24 box: between the frame and the ring, the ring's centre,
  // the frame itself, the ring itself and the dot.
  const filled = await icon.evaluate((path: SVGPathElement) =>
    Object.fromEntries(
      Object.entries({
        gap: [5, 12],
        centre: [12, 12],
        frame: [3, 12],
        ring: [12, 7.8],
        dot: [17.3, 6.5],
      }).map(([name, [x, y]]) => [name, path.isPointInFill(new DOMPoint(x, y))]),
    ),
  );
  expect(filled).toEqual({ gap: false, centre: false, frame: true, ring: true, dot: true });
});
