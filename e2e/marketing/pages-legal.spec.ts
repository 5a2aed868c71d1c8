import { expect, test } from "../support/test";
import { privacyPolicy } from "../../content/privacy-policy";
import { termsOfService } from "../../content/terms-of-service";
import { expectNoAxeViolations } from "../support/axe";

const documents = [
  { path: "/privacy-policy", document: privacyPolicy },
  { path: "/terms-of-service", document: termsOfService },
] as const;

for (const { path, document } of documents) {
  test.describe(path, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(path);
    });

    test("is dated and has a table of contents linking to every section", async ({ page }) => {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(document.title);
      await expect(page.getByText("Last updated: 25 November 2026")).toBeVisible();
      await expect(page.locator("time")).toHaveAttribute("datetime", "2026-11-25");

      const toc = page.getByRole("navigation", { name: "Contents" });
      const links = toc.getByRole("link");
      await expect(links).toHaveCount(document.sections.length);
      for (const [index, section] of document.sections.entries()) {
        await expect(links.nth(index)).toHaveAttribute("href", `#${section.id}`);
        await expect(links.nth(index)).toHaveText(section.title);
        const target = page.getByRole("region", { name: `${index + 1}. ${section.title}` });
        await expect(target).toHaveAttribute("id", section.id);
      }

      const last = document.sections.at(-1)!;
      await links.last().click();
      await expect(page.locator(`#${last.id}`)).toBeInViewport();
      expect(new URL(page.url()).hash).toBe(`#${last.id}`);
    });

    test("has no accessibility violations", async ({ page }) => {
      await expectNoAxeViolations(page);
    });
  });
}

test("the privacy policy covers collection, purposes, retention, processors, transfers, rights and contact", async ({
  page,
}) => {
  await page.goto("/privacy-policy");
  const headings = await page.getByRole("article").getByRole("heading", { level: 2 }).allTextContents();
  for (const topic of [
    "What we collect",
    "Why we use it and our legal bases",
    "How long we keep it",
    "Who we share it with",
    "International transfers",
    "How we protect it",
    "Your rights",
    "Cookies and similar technologies",
    "Contact us",
  ]) {
    expect(
      headings.some((heading) => heading.endsWith(topic)),
      topic,
    ).toBe(true);
  }
  for (const form of [
    "Contact form",
    "Demo request form",
    "Partner claim",
    "Partner registration",
    "Partner account",
  ]) {
    await expect(page.getByRole("listitem").filter({ hasText: new RegExp(`^${form}`) })).toBeVisible();
  }
  await expect(page.getByRole("table", { name: "Retention periods" })).toBeVisible();
  await expect(
    page.getByRole("table", { name: "Purposes of processing and their legal bases" }),
  ).toBeVisible();
  const email = page.getByRole("link", { name: "privacy@finlytic.ai" }).first();
  await expect(email).toHaveAttribute("href", "mailto:privacy@finlytic.ai");
  await page.getByRole("article").getByRole("link", { name: "Cookie Settings" }).first().click();
  await expect(page).toHaveURL("/cookie-settings");
});

test("a link to a section of a legal page lands on that section, not at the top", async ({ page }) => {
  await page.goto("/cookie-settings");
  await page.getByRole("main").getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL("/privacy-policy#cookies");
  // Let the route change's effects run (they are flushed before the next frames).
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await expect(page.locator("#cookies")).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
});
