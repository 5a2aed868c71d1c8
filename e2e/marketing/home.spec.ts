import { expect, test, type Page } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";
import { siteConfig } from "@/lib/config/site";

// The home page's hero, modals and landing sections, and axe on / and the stand-alone routes.

const sectors = [
  "Banking/NBFCs",
  "VC & PE",
  "M&A Advisory",
  "CPA & Audit Firm",
  "Real Estate",
  "Manufacturing",
  "Retail",
];

test("hero: headline, subtitle and the Trusted By strip of seven sectors repeated six times over 35 s", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("The World's First AI Finance Workforce");
  await expect(page.getByText("Finance Work Will Never Be The Same Again")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Trusted By" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Sectors" }).getByRole("listitem")).toHaveText(sectors);

  const track = page.locator("[data-marquee-track]").first();
  await expect(track.locator("span")).toHaveCount(sectors.length * 6);
  const animation = await track.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      duration: style.animationDuration,
      state: style.animationPlayState,
      iterations: style.animationIterationCount,
    };
  });
  expect(animation).toEqual({ duration: "35s", state: "running", iterations: "infinite" });

  // The strip can be paused (WCAG 2.2.2) and started again.
  await page.getByRole("button", { name: "Pause sector strip" }).click();
  await expect(track).toHaveCSS("animation-play-state", "paused");
  await page.getByRole("button", { name: "Play sector strip" }).click();
  await expect(track).toHaveCSS("animation-play-state", "running");
});

test("the headline is painted without a fade-in", async ({ page }) => {
  await page.goto("/");
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveCSS("opacity", "1");
  await expect(heading).toHaveCSS("animation-name", "none");
});

async function openContact(page: Page, trigger: string) {
  await page.getByRole("button", { name: trigger, exact: true }).first().click();
  const dialog = page.getByRole("dialog", { name: "Get in Touch" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("Contact Us opens the contact modal, which closes by X, Cancel, backdrop and Escape", async ({
  page,
}) => {
  await page.goto("/");
  let dialog = await openContact(page, "Contact Us");
  await expect(dialog).toContainText("Fill out the form below and we'll get back to you within 24 hours");
  await expect(page.locator("dialog[open]")).toHaveAttribute("data-variant", "home");
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();

  dialog = await openContact(page, "Contact Us");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();

  dialog = await openContact(page, "Contact Us");
  await page.mouse.click(8, 8); // the backdrop, outside the dialog box
  await expect(dialog).toBeHidden();

  dialog = await openContact(page, "Contact Us");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Contact Us", exact: true })).toBeFocused();
});

test("Join Us: Schedule a Demo opens the booking page; Contact Our Team opens the landing contact modal", async ({
  page,
}) => {
  await page.goto("/");
  const joinUs = page.locator("section", {
    has: page.getByRole("heading", { name: /Put an AI finance workforce/ }),
  });
  const demo = joinUs.getByRole("link", { name: /Schedule a Demo/ });
  await expect(demo).toHaveAttribute("href", siteConfig.bookingUrl);
  await expect(demo).toHaveAttribute("target", "_blank");

  const dialog = await openContact(page, "Contact Our Team");
  await expect(page.locator("dialog[open]")).toHaveAttribute("data-variant", "landing");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
});

test("integrations: the strip scrolls tool logos, a drawn mark for each tool, named once for assistive technology", async ({
  page,
}) => {
  await page.goto("/");
  const tools = await page
    .getByRole("list", { name: "Tools Finlytic AI connects to" })
    .getByRole("listitem")
    .allTextContents();
  expect(tools).toHaveLength(16);
  const strip = page
    .locator("section", { has: page.getByRole("heading", { name: /Connects to the systems/ }) })
    .locator("[data-marquee-track]");
  await strip.scrollIntoViewIfNeeded();
  await expect(strip).toHaveAttribute("aria-hidden", "true");
  await expect(strip.locator("[data-tool-logo]")).toHaveCount(tools.length * 2);
  // Each logo is a drawn mark (an inline SVG with painted shapes) beside the tool's name,
  // and no two tools share a mark.
  const logos = await strip.locator("[data-tool-logo]").evaluateAll(
    (items, count) =>
      items.slice(0, count).map((item) => {
        const svg = item.querySelector("svg");
        const box = svg?.getBoundingClientRect();
        const use = svg?.querySelector("use")?.getAttribute("href") ?? "";
        const symbol = use ? document.querySelector(use) : svg;
        return {
          name: item.textContent?.trim() ?? "",
          drawn: Boolean(
            box &&
            box.width >= 16 &&
            box.height >= 16 &&
            symbol?.querySelector("path, circle, rect, polygon"),
          ),
          mark: symbol?.innerHTML ?? "",
        };
      }),
    tools.length,
  );
  expect(logos.map((logo) => logo.name)).toEqual(tools);
  expect(logos.every((logo) => logo.drawn)).toBe(true);
  expect(new Set(logos.map((logo) => logo.mark)).size).toBe(tools.length);
  await expect(strip).toHaveCSS("animation-play-state", "running");
});

test("integrations: sixteen tools and the Explore More modal with Get Started, closed four ways", async ({
  page,
}) => {
  await page.goto("/");
  await expect(
    page.getByRole("list", { name: "Tools Finlytic AI connects to" }).getByRole("listitem"),
  ).toHaveCount(16);
  const explore = page.getByRole("button", { name: "Explore More" });
  const dialog = page.getByRole("dialog", { name: "150+ Integrations" });

  await explore.click();
  await expect(dialog).toBeVisible();
  const getStarted = dialog.getByRole("link", { name: /Get Started/ });
  await expect(getStarted).toHaveAttribute("href", siteConfig.bookingUrl);
  await expect(getStarted).toHaveAttribute("target", "_blank");
  await dialog.getByRole("button", { name: "Close" }).first().click();
  await expect(dialog).toBeHidden();

  await explore.click();
  await dialog.getByRole("button", { name: "Close", exact: true }).last().click();
  await expect(dialog).toBeHidden();

  await explore.click();
  await page.mouse.click(8, 8);
  await expect(dialog).toBeHidden();

  await explore.click();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(explore).toBeFocused();
});

test("the Why section shows six benefit cards and the footer links the legal pages", async ({ page }) => {
  await page.goto("/");
  const why = page.locator("section", {
    has: page.getByRole("heading", { name: "Built for finance, down to the last decimal" }),
  });
  await expect(why.getByRole("listitem")).toHaveCount(6);
  const footer = page.getByRole("contentinfo");
  for (const href of ["/privacy-policy", "/terms-of-service", "/cookie-settings"])
    await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
});

for (const path of ["/", "/Hero", "/Video"]) {
  test(`axe finds no violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test("/Hero and /Video show their section on its own", async ({ page }) => {
  await page.goto("/Hero");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("The World's First AI Finance Workforce");
  await expect(page.locator("#role-section")).toHaveCount(0);
  await page.goto("/Video");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Agentic AI Native To Your Business Finance",
  );
  await expect(page.locator("video")).toHaveAttribute("poster", /\.webp$/);
});
