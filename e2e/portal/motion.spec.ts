import { expect, test, type Page } from "../support/test";
import { DIALOG_EXIT_LIMIT_MS } from "../../components/motion/timing";
import { inBetweenFrames, recordStyles, waitForOpenStyleToSettle, type StyleSample } from "../support/motion";
import { sharedPartner } from "../support/partners";
import { signInThroughPage } from "../support/sign-in";

// The portal's transitions: a tab's content (CSS), a dialog and the notification
// panel fade in; with reduced motion asked for, each appears at once, with no frame in between.

/** Records `selector` while `act` runs and until the result has settled open. */
async function framesOf(page: Page, selector: string, act: () => Promise<void>): Promise<StyleSample[]> {
  const recording = await recordStyles(page, selector);
  await act();
  await waitForOpenStyleToSettle(page);
  return recording.stop();
}

async function openDashboard(page: Page) {
  const { email } = await sharedPartner();
  await signInThroughPage(page, email);
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
}

const tabContent = "[role=tabpanel] > div";

async function tabChange(page: Page) {
  return framesOf(page, tabContent, async () => {
    await page.getByRole("tab", { name: "Deals" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Deals" })).toBeVisible();
    await expect(page.getByTestId("deal-card").first()).toBeVisible();
  });
}

/** On the Deals tab. */
async function dialogOpening(page: Page) {
  return framesOf(page, "dialog[open]", async () => {
    await page.getByRole("button", { name: "New Deal" }).click();
    await expect(page.getByRole("dialog", { name: "Register a Deal" })).toBeVisible();
  });
}

async function panelOpening(page: Page) {
  return framesOf(page, "header div[role=dialog]", async () => {
    await page.getByRole("button", { name: /^Notifications:/ }).click();
    await expect(page.getByRole("dialog", { name: "Notifications" })).toBeVisible();
  });
}

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("a tab change, a dialog and the notification panel appear at once", async ({ page }) => {
    await openDashboard(page);
    const tab = await tabChange(page);
    expect(tab.length).toBeGreaterThan(0);
    expect(inBetweenFrames(tab)).toEqual([]);
    expect(tab.at(-1)).toMatchObject({ opacity: 1, transform: "none" });

    const panel = await panelOpening(page);
    expect(panel.length).toBeGreaterThan(0);
    expect(inBetweenFrames(panel)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "Notifications" })).toBeHidden();

    const dialog = await dialogOpening(page);
    expect(dialog.length).toBeGreaterThan(0);
    expect(inBetweenFrames(dialog)).toEqual([]);
    expect(dialog.at(-1)).toMatchObject({ opacity: 1, transform: "none" });
    // Closing is as immediate: gone within two frames of Escape.
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "Register a Deal" })).toBeHidden({ timeout: 500 });
  });
});

test.describe("with motion allowed", () => {
  test("the same tab change, dialog and panel fade in", async ({ page }) => {
    await openDashboard(page);
    expect(inBetweenFrames(await tabChange(page)).length).toBeGreaterThan(0);
    expect(inBetweenFrames(await panelOpening(page)).length).toBeGreaterThan(0);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "Notifications" })).toBeHidden();
    const dialog = await dialogOpening(page);
    expect(inBetweenFrames(dialog).length).toBeGreaterThan(0);
    expect(dialog.at(-1)).toMatchObject({ opacity: 1, transform: "none" });
    // Escape lets it fade out before the browser closes it; focus returns to New Deal.
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "Register a Deal" })).toBeHidden();
    await expect(page.getByRole("button", { name: "New Deal" })).toBeFocused();
  });
});

test("a dialog opened in the instant the last one closes stays open", async ({ page }) => {
  await openDashboard(page);
  await page.getByRole("tab", { name: "Deals" }).click();
  const cards = page.getByTestId("deal-card");
  await expect(cards.nth(1)).toBeVisible();
  const [first, second] = await Promise.all(
    [0, 1].map((n) => cards.nth(n).getByRole("heading", { level: 3 }).innerText()),
  );
  await page.getByRole("button", { name: `View details of ${first}` }).click();
  await expect(page.getByRole("dialog", { name: first })).toBeVisible();
  // The browser fires a dialog's close event a task after close(). The next card's View
  // details is clicked in between, as a quick visitor (or a test) can.
  const nextOpener = await page.getByRole("button", { name: `View details of ${second}` }).elementHandle();
  await page.evaluate((button) => {
    const close = HTMLDialogElement.prototype.close;
    HTMLDialogElement.prototype.close = function closeThenOpenTheNext(
      this: HTMLDialogElement,
      ...args: Parameters<typeof close>
    ) {
      HTMLDialogElement.prototype.close = close;
      close.apply(this, args);
      (button as HTMLButtonElement).click();
    };
  }, nextOpener);
  await page.keyboard.press("Escape");
  const next = page.getByRole("dialog", { name: second });
  await expect(next).toBeVisible();
  // A fixed wait on purpose: the test is that nothing closes it, so there is no event to
  // wait for. Whatever the first dialog's closing leaves behind runs within the exit limit.
  await page.waitForTimeout(DIALOG_EXIT_LIMIT_MS + 600);
  await expect(next).toBeVisible();
  await expect(page.getByRole("dialog", { name: first })).toBeHidden();
});
