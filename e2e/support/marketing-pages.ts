// Marketing pages' links and the contact modal: new-tab links, stubbed external sites.
import { expect, type BrowserContext, type Locator, type Page } from "@playwright/test";

/** Asserts a link opens `href` in a new tab without giving the new page a handle on this one. */
export async function expectNewTabLink(
  link: Locator,
  href: string,
  rel: "noopener" | "noopener noreferrer",
): Promise<void> {
  await expect(link).toHaveAttribute("href", href);
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", rel);
}

/**
 * Answers every request to an external origin with a stub page, so links that open other
 * sites in a new tab can be followed without the internet.
 */
export async function stubExternalOrigin(context: BrowserContext, origin: string): Promise<void> {
  await context.route(`${origin}/**`, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<title>stub</title>" }),
  );
}

/** Clicks `link` and returns the URL of the tab it opens, closing that tab. */
export async function openedTabUrl(page: Page, link: Locator): Promise<string> {
  const [popup] = await Promise.all([page.waitForEvent("popup"), link.click()]);
  await popup.waitForLoadState("domcontentloaded");
  const url = popup.url();
  await popup.close();
  return url;
}

/** Opens the contact modal with `trigger`, then closes it each way the shell supports. */
export async function expectContactModalOpensAndCloses(
  page: Page,
  trigger: Locator,
  ways: readonly ("close-button" | "cancel" | "backdrop" | "escape")[],
): Promise<void> {
  const dialog = page.getByRole("dialog");
  for (const way of ways) {
    await trigger.click();
    await expect(dialog).toBeVisible();
    if (way === "close-button") await dialog.getByRole("button", { name: "Close", exact: true }).click();
    if (way === "cancel") await dialog.getByRole("button", { name: "Cancel" }).click();
    if (way === "escape") await page.keyboard.press("Escape");
    // A click on the backdrop lands on the dialog element itself, outside its content box.
    if (way === "backdrop") await page.mouse.click(5, 5);
    await expect(dialog, `closed by ${way}`).toBeHidden();
  }
}
