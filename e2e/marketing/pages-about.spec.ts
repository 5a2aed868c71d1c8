import { expect, test } from "../support/test";
import { aboutStats, leadership, mapsSearchUrl, offices, securityItems, values } from "../../content/about";
import { siteConfig } from "../../lib/config/site";
import { expectNoAxeViolations } from "../support/axe";
import {
  expectContactModalOpensAndCloses,
  expectNewTabLink,
  openedTabUrl,
  stubExternalOrigin,
} from "../support/marketing-pages";

test.describe("/about", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/about");
  });

  test("shows the hero figures, values, security and differentiators", async ({ page }) => {
    const figures = page.getByRole("main").locator("section").first().getByRole("definition");
    await expect(figures).toHaveText(["100+", "1000+", "5+", "99%"]);
    expect(aboutStats.map((stat) => stat.label)).toEqual([
      "Clients",
      "Finance professionals",
      "Countries",
      "Uptime SLA",
    ]);
    for (const value of values) await expect(page.getByRole("heading", { name: value.title })).toBeVisible();
    expect(values.map((value) => value.title)).toEqual([
      "Precision First",
      "Trust by Design",
      "Human AI Partnership",
    ]);
    const security = page.getByRole("region", { name: "Enterprise-Grade Security" });
    await expect(security.getByRole("heading", { level: 3 })).toHaveText(
      securityItems.map((item) => item.title),
    );
    await expect(page.getByRole("region", { name: "What Sets Us Apart" })).toContainText("99.9% uptime");
  });

  test("leadership profile links open in a new tab without a referrer", async ({ page, context }) => {
    const section = page.getByRole("region", { name: "Meet Our Leadership Team" });
    await expect(section.getByRole("listitem")).toHaveCount(leadership.length);
    for (const leader of leadership) {
      await expectNewTabLink(
        section.getByRole("link", { name: `${leader.name} on` }),
        leader.profileUrl,
        "noopener noreferrer",
      );
    }
    await stubExternalOrigin(context, "https://www.linkedin.com");
    const first = leadership[0];
    expect(await openedTabUrl(page, section.getByRole("link", { name: `${first.name} on` }))).toBe(
      first.profileUrl,
    );
  });

  test("each office opens a maps search for its address in a new tab", async ({ page, context }) => {
    const section = page.getByRole("region", { name: "Where to Find Us" });
    expect(offices).toHaveLength(3);
    await stubExternalOrigin(context, "https://www.google.com");
    for (const office of offices) {
      const link = section.getByRole("link", { name: `View ${office.city} office on map` });
      const expected = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(office.address)}`;
      expect(mapsSearchUrl(office.address)).toBe(expected);
      await expectNewTabLink(link, expected, "noopener noreferrer");
      const opened = new URL(await openedTabUrl(page, link));
      expect(opened.searchParams.get("query")).toBe(office.address);
    }
  });

  test("Schedule a Demo opens the booking page in a new tab", async ({ page }) => {
    await expectNewTabLink(
      page.getByRole("link", { name: "Schedule a Demo" }),
      siteConfig.bookingUrl,
      "noopener",
    );
  });

  test("the contact-leadership modal opens and closes", async ({ page }) => {
    const trigger = page.getByRole("button", { name: "Contact Leadership" });
    await expectContactModalOpensAndCloses(page, trigger, ["close-button", "cancel", "backdrop", "escape"]);
  });

  test("has no accessibility violations", async ({ page }) => {
    await expectNoAxeViolations(page);
  });
});
