import { expect, test, type Page } from "../support/test";
import { postAsAdmin } from "../support/admin-api";
import { expectNoAxeViolations } from "../support/axe";
import { dealBody, registerDeal, uniqueCustomer } from "../support/deals";
import { createActivePartner } from "../support/partners";
import { openPartnerApi, signInThroughPage } from "../support/sign-in";

// What the programme emails a partner is also in the portal: under the bell, with its count,
// and in Overview's Notifications. Reading clears the count, on the server too; the panel
// stays inside the screen at desktop and phone widths.

const bell = (page: Page) => page.getByRole("button", { name: /^Notifications: / });
const panel = (page: Page) => page.getByRole("dialog", { name: "Notifications" });

/** The panel's box and whether any of its lines is cut off. */
async function panelFits(page: Page) {
  return panel(page).evaluate((element) => {
    const box = element.getBoundingClientRect();
    const clipped = [...element.querySelectorAll("li p")].filter(
      (line) => line.scrollWidth > line.clientWidth,
    );
    return {
      left: box.left,
      right: box.right,
      viewport: document.documentElement.clientWidth,
      clipped: clipped.length,
    };
  });
}

/** A partner with a deal received and approved, and an announcement: three notifications. */
async function partnerWithNews(prefix: string) {
  const partner = await createActivePartner(prefix);
  const deal = uniqueCustomer("Northwind");
  const api = await openPartnerApi(partner.email);
  const dealId = await registerDeal(api, dealBody(deal.customer, deal.domain));
  await api.dispose();
  await postAsAdmin(partner.admin, `/api/admin/deals/${dealId}/approve`);
  await postAsAdmin(partner.admin, "/api/admin/announcements", {
    title: `Quarterly webinar ${prefix}`,
    body: "Join us on Thursday for the product roadmap.\nBring your questions.",
  });
  return { ...partner, dealId, customer: deal.customer };
}

test("the bell counts the unread notifications, clears as they are read, and the panel fits at 1366x900", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const partner = await partnerWithNews("bell");
  await signInThroughPage(page, partner.email);

  await expect(page.getByRole("button", { name: "Notifications: 3 unread" })).toBeVisible();
  await expect(page.getByTestId("notification-dot")).toHaveText("3");
  const overview = page
    .getByRole("tabpanel")
    .locator("section", { has: page.getByRole("heading", { name: "Notifications" }) });
  await expect(
    overview.getByText(`Your deal for ${partner.customer} was approved.`, { exact: false }),
  ).toBeVisible();
  // The announcement's body, not only its title.
  await expect(
    overview.getByText("Join us on Thursday for the product roadmap.", { exact: false }),
  ).toBeVisible();
  await expect(overview.locator("li[data-unread]")).toHaveCount(3);
  await expectNoAxeViolations(page, { exclude: ["[data-sonner-toaster]"] });

  await bell(page).click();
  await expect(panel(page)).toBeFocused();
  await expect(panel(page).locator("li")).toHaveCount(3);
  // Marked "New" while open; the count is already gone.
  await expect(panel(page).locator("li[data-unread]")).toHaveCount(3);
  await expect(page.getByRole("button", { name: "Notifications: none unread" })).toBeVisible();
  await expect(page.getByTestId("notification-dot")).toHaveCount(0);
  const fits = await panelFits(page);
  expect(fits.left).toBeGreaterThanOrEqual(0);
  expect(fits.right).toBeLessThanOrEqual(fits.viewport);
  expect(fits.clipped).toBe(0);
  await expectNoAxeViolations(page, { exclude: ["[data-sonner-toaster]"] });

  // The deal's notification opens the deal.
  await panel(page)
    .getByRole("link", { name: /was approved/ })
    .click();
  await expect(panel(page)).toBeHidden();
  await expect(page.getByRole("tab", { name: "Deals" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("dialog", { name: partner.customer, exact: true })).toBeVisible();

  // Read on the server: a new page load starts with nothing unread.
  await page.reload();
  await expect(page.getByRole("button", { name: "Notifications: none unread" })).toBeVisible();
  await expect(page.getByTestId("notification-dot")).toHaveCount(0);
});

test("Overview's Mark all read clears the bell", async ({ page }) => {
  test.setTimeout(120_000);
  const partner = await partnerWithNews("markall");
  await signInThroughPage(page, partner.email);
  await expect(page.getByRole("button", { name: "Notifications: 3 unread" })).toBeVisible();
  await page.getByRole("tabpanel").getByRole("button", { name: "Mark all read" }).click();
  await expect(page.getByRole("button", { name: "Notifications: none unread" })).toBeVisible();
  await expect(page.getByRole("tabpanel").locator("li[data-unread]")).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("button", { name: "Notifications: none unread" })).toBeVisible();
});

test("at 375x812 the panel opens inside the screen and no line is clipped", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 812 });
  const partner = await partnerWithNews("narrow");
  await signInThroughPage(page, partner.email);
  await bell(page).click();
  // The panel's code loads on the first open; it then drops down (opacity and position).
  await expect(panel(page)).toBeVisible({ timeout: 15_000 });
  await expect(panel(page)).toHaveCSS("opacity", "1");
  await expect(panel(page).locator("li")).toHaveCount(3);
  const fits = await panelFits(page);
  expect(fits.left).toBeGreaterThanOrEqual(0);
  expect(fits.right).toBeLessThanOrEqual(fits.viewport);
  expect(fits.clipped).toBe(0);
  await expectNoAxeViolations(page, { exclude: ["[data-sonner-toaster]"] });
  await page.keyboard.press("Escape");
  await expect(panel(page)).toBeHidden();
  await expect(bell(page)).toBeFocused();
});
