import { expect, test, type Locator, type Page } from "../support/test";
import { fillEnquiry, openPlacement } from "../support/contact-form";

// The toast after an enquiry covers no control: not the navigation bar's Book a Demo, nor
// the form, nor the cookie banner. (On /contact it stays until closed.)

/** Visible controls (outside the toast) whose box meets the toast's; inside an open modal only its own. */
function coveredControls(page: Page, toast: Locator): Promise<string[]> {
  return toast.evaluate((toastElement) => {
    const box = toastElement.getBoundingClientRect();
    const modal = document.querySelector("dialog[open]");
    const scope: ParentNode = modal ?? document;
    return [
      ...scope.querySelectorAll<HTMLElement>(
        "a[href], button, input, select, textarea, summary, [role='button'], [tabindex]",
      ),
    ]
      .filter((element) => !toastElement.contains(element))
      .filter((element) => {
        const rect = element.getBoundingClientRect();
        if (rect.width === 0 || rect.height === 0 || getComputedStyle(element).visibility === "hidden")
          return false;
        return (
          rect.left < box.right && rect.right > box.left && rect.top < box.bottom && rect.bottom > box.top
        );
      })
      .map(
        (element) =>
          `${element.tagName.toLowerCase()} "${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40)}"`,
      );
  });
}

const sent = (page: Page) => page.getByRole("status").filter({ hasText: "Message Sent Successfully!" });

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 375, height: 800 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test.beforeEach(async ({ page }) => {
      await page.route("**/api/contact/submit", (route) =>
        route.fulfill({ status: 201, json: { success: true, message: "ok" } }),
      );
    });

    test("the /contact toast covers no control of the navigation bar, the cookie banner or the button just used", async ({
      page,
    }) => {
      await page.goto("/contact");
      const form = page.locator("form");
      await fillEnquiry(form, { fullName: "Toast Visitor", email: "toast@example.test" });
      await form.getByRole("button", { name: "Send Message" }).click();
      await expect(sent(page)).toBeVisible();
      // Wide screens have room beside the form: nothing at all is covered. A phone-wide
      // page has fields from edge to edge, so there the navigation bar, the cookie banner
      // and the form's own button stay free.
      const covered = async () => {
        const all = await coveredControls(page, sent(page));
        return viewport.width >= 640
          ? all
          : all.filter((control) => !/^(input|select|textarea) /.test(control));
      };
      expect(await covered()).toEqual([]);
      // Scrolled back to the top, the navigation bar stays uncovered too.
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
      expect(await covered()).toEqual([]);
    });

    test("the home modal's toast covers none of the modal's controls", async ({ page }) => {
      // A phone-wide modal has controls from edge to edge; there the toast sits over the
      // form it reports on, below the navigation bar.
      test.skip(viewport.width < 640, "the modal fills a phone's screen");
      const dialog = await openPlacement(page, "home");
      await fillEnquiry(dialog, { fullName: "Toast Visitor", email: "toast@example.test" });
      await dialog.getByRole("button", { name: "Send Message" }).click();
      await expect(sent(page)).toBeVisible();
      expect(await coveredControls(page, sent(page))).toEqual([]);
    });
  });
}
