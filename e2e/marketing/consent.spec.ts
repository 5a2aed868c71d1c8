import { expect, test, type Page } from "../support/test";
import { CONSENT_STORAGE_KEY } from "../../lib/client/consent";
import { siteConfig } from "../../lib/config/site";
import { expectNoAxeViolations } from "../support/axe";
import { openedTabUrl, stubExternalOrigin } from "../support/marketing-pages";

// Records every gtag call the page makes; set up before any page script runs, and again
// after each reload (so a count always belongs to the current page load).
test.beforeEach(async ({ page, context }) => {
  await page.addInitScript(() => {
    const calls: unknown[][] = [];
    Object.assign(window, { __gtagCalls: calls, gtag: (...args: unknown[]) => calls.push(args) });
  });
  await stubExternalOrigin(context, new URL(siteConfig.bookingUrl).origin);
});

const gtagCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __gtagCalls: unknown[][] }).__gtagCalls);
const banner = (page: Page) => page.getByRole("region", { name: "Cookie consent" });

/** Clicks the navigation bar's Book a Demo, which reports a cta_click through the analytics helper. */
async function clickNavBookDemo(page: Page): Promise<void> {
  expect(await openedTabUrl(page, page.getByRole("banner").getByRole("link", { name: "Book a Demo" }))).toBe(
    siteConfig.bookingUrl,
  );
}

const ctaEvent = ["event", "cta_click", { cta_name: "Book a Demo", location: "navigation" }];

test("first visit: a fixed banner offers Accept, Reject and Settings with equal prominence, and nothing is tracked", async ({
  page,
  context,
}) => {
  await page.goto("/about");
  await expect(banner(page)).toBeVisible();
  expect(await banner(page).evaluate((element) => getComputedStyle(element).position)).toBe("fixed");

  const choices = [
    banner(page).getByRole("button", { name: "Accept" }),
    banner(page).getByRole("button", { name: "Reject" }),
    banner(page).getByRole("link", { name: "Settings" }),
  ];
  const boxes = await Promise.all(choices.map((choice) => choice.boundingBox()));
  const classes = await Promise.all(choices.map((choice) => choice.getAttribute("class")));
  expect(new Set(classes).size).toBe(1);
  for (const box of boxes) {
    expect(Math.abs(box!.width - boxes[0]!.width)).toBeLessThanOrEqual(1);
    expect(box!.height).toBe(boxes[0]!.height);
  }

  await clickNavBookDemo(page);
  await clickNavBookDemo(page);
  expect(await gtagCalls(page)).toEqual([]);
  await page.goto("/industries");
  expect(await context.cookies()).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBeNull();
  await expectNoAxeViolations(page);
});

test("after Accept, tracked calls to action are sent, and the choice survives a reload", async ({ page }) => {
  await page.goto("/partners");
  await banner(page).getByRole("button", { name: "Accept" }).click();
  await expect(banner(page)).toBeHidden();
  await clickNavBookDemo(page);
  expect(await gtagCalls(page)).toEqual([ctaEvent]);

  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(banner(page)).toBeHidden();
  expect(await gtagCalls(page)).toEqual([]);
  await clickNavBookDemo(page);
  expect(await gtagCalls(page)).toEqual([ctaEvent]);
});

test("keyboard users reach the banner right after the skip link", async ({ page }) => {
  await page.goto("/about");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(banner(page).getByRole("button", { name: "Accept" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(banner(page).getByRole("button", { name: "Reject" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(banner(page)).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBe("rejected");
});

test("after Reject, nothing is sent, before or after a reload", async ({ page }) => {
  await page.goto("/process-flow");
  await banner(page).getByRole("button", { name: "Reject" }).click();
  await expect(banner(page)).toBeHidden();
  await clickNavBookDemo(page);
  expect(await gtagCalls(page)).toEqual([]);

  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(banner(page)).toBeHidden();
  await clickNavBookDemo(page);
  expect(await gtagCalls(page)).toEqual([]);
});

test("Settings leads to /cookie-settings, where the choice can be made and changed at any time", async ({
  page,
}) => {
  await page.goto("/industries");
  await banner(page).getByRole("link", { name: "Settings" }).click();
  await expect(page).toHaveURL("/cookie-settings");
  await expect(banner(page)).toBeHidden();
  const status = page.getByTestId("consent-status");
  await expect(status).toHaveText(
    "You have not made a choice yet, so analytics and functional cookies are off.",
  );
  await expect(
    page.getByRole("radio", { name: "Do not allow analytics or functional cookies" }),
  ).toBeChecked();
  await expectNoAxeViolations(page);

  await page.getByRole("radio", { name: "Allow analytics and functional cookies", exact: true }).check();
  await page.getByRole("button", { name: "Save choice" }).click();
  await expect(page.getByRole("status")).toHaveText("Your choice has been saved.");
  await expect(status).toHaveText("Analytics and functional cookies are allowed.");
  await clickNavBookDemo(page);
  expect(await gtagCalls(page)).toEqual([ctaEvent]);

  // An analytics cookie set while consent was given goes when consent is withdrawn.
  await page.evaluate(() => (document.cookie = "_ga=GA1.1.123.456; path=/"));
  await page.reload();
  await expect(status).toHaveText("Analytics and functional cookies are allowed.");
  await expect(
    page.getByRole("radio", { name: "Allow analytics and functional cookies", exact: true }),
  ).toBeChecked();
  await page.getByRole("radio", { name: "Do not allow analytics or functional cookies" }).check();
  await page.getByRole("button", { name: "Save choice" }).click();
  await expect(status).toHaveText("Analytics and functional cookies are not allowed.");
  // Only the mirrored choice is left, for the server to honour.
  expect(await page.evaluate(() => document.cookie)).toBe("cookie-consent=rejected");

  await page.goto("/about");
  await expect(banner(page)).toBeHidden();
  await clickNavBookDemo(page);
  expect(await gtagCalls(page)).toEqual([]);
});

test("a choice made in one tab applies to other open tabs", async ({ page, context }) => {
  await page.goto("/about");
  await expect(banner(page)).toBeVisible();
  const other = await context.newPage();
  await other.goto("/partners");
  await banner(other).getByRole("button", { name: "Accept" }).click();
  await expect(banner(page)).toBeHidden();
  await clickNavBookDemo(page);
  expect(await gtagCalls(page)).toEqual([ctaEvent]);
});

test("the banner shows with the first paint, before any script of the application has run", async ({
  page,
}) => {
  await page.route("**/_next/static/chunks/*.js", (route) => route.abort());
  await page.goto("/partners");
  await expect(banner(page)).toBeVisible();

  await page.evaluate((key) => window.localStorage.setItem(key, "rejected"), CONSENT_STORAGE_KEY);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(banner(page)).toBeHidden();
});
