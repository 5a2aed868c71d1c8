import { expect, test, type Locator, type Page } from "../support/test";
import { DIALOG_EXIT_LIMIT_MS } from "../../components/motion/timing";
import { fillEnquiry, openPlacement, placements, type Variant } from "../support/contact-form";

// The success state lasts 3 s, then the form resets by the placement's rules; the toast
// hides after 6 s (home, About) or 5 s (landing, Partners), where the placement sets the
// timer at all. The API is stubbed here: these tests are about time, on Playwright's clock.
// The dialog fades out as it closes: on the paused clock, the test lets DIALOG_EXIT_LIMIT_MS
// pass for it, and counts them in the toast's time.

type Outcome = "success" | "fallback";
const visitor = { fullName: "Timing Visitor", email: "timing@example.test", message: "About timings" };

async function stubApi(page: Page, outcome: () => Outcome) {
  await page.route("**/api/contact/submit", (route) =>
    outcome() === "success"
      ? route.fulfill({ status: 201, json: { success: true, message: "ok" } })
      : route.fulfill({ status: 500, json: { success: false, message: "down" } }),
  );
}

/** Opens the placement, fills it, pauses the clock and submits; returns the dialog and toast. */
async function submitOnce(page: Page, variant: Variant, outcome: Outcome) {
  let current = outcome;
  await stubApi(page, () => current);
  await page.clock.install({ time: new Date("2025-03-04T09:00:00Z") });
  const dialog = await openPlacement(page, variant);
  await fillEnquiry(dialog, visitor);
  await page.clock.pauseAt(new Date("2025-03-04T09:05:00Z"));
  await dialog.getByRole("button", { name: "Send Message" }).click();
  const toast = page
    .getByRole("status")
    .filter({ hasText: outcome === "success" ? "Message Sent Successfully!" : "Ready to Send!" });
  await expect(toast).toBeVisible();
  return { dialog, toast, setOutcome: (next: Outcome) => (current = next) };
}

async function expectResetAfterThreeSeconds(page: Page, dialog: Locator) {
  await page.clock.runFor(2_999);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Message Sent Successfully" })).toBeVisible();
  await page.clock.runFor(1);
  await page.clock.runFor(DIALOG_EXIT_LIMIT_MS);
  await expect(dialog).toBeHidden();
}

async function reopen(page: Page, variant: Variant) {
  await page.getByRole("button", { name: placements[variant].button, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Get in Touch" });
  await expect(dialog.getByRole("button", { name: "Send Message" })).toBeEnabled();
  return dialog;
}

for (const outcome of ["success", "fallback"] as const) {
  test(`home, ${outcome}: clears and closes after 3 s; the toast hides after 6 s`, async ({ page }) => {
    const { dialog, toast } = await submitOnce(page, "home", outcome);
    await expectResetAfterThreeSeconds(page, dialog);
    await page.clock.runFor(2_999 - DIALOG_EXIT_LIMIT_MS);
    await expect(toast).toBeVisible();
    await page.clock.runFor(1);
    await expect(toast).toBeHidden();
    await expect((await reopen(page, "home")).getByLabel("Full Name")).toHaveValue("");
  });

  test(`about, ${outcome}: banner, clears and closes after 3 s; the first toast waits for its close button`, async ({
    page,
  }) => {
    const { dialog, toast } = await submitOnce(page, "about", outcome);
    await expect(
      dialog.getByText("Message sent successfully! We'll get back to you within 24 hours."),
    ).toBeVisible();
    await expectResetAfterThreeSeconds(page, dialog);
    await page.clock.runFor(60_000);
    await expect(toast).toBeVisible();
    await toast.getByRole("button", { name: "Dismiss notification" }).click();
    await expect(toast).toBeHidden();
    await expect((await reopen(page, "about")).getByLabel("Full Name")).toHaveValue("");
  });
}

for (const variant of ["landing", "partners"] as const) {
  test(`${variant}, fallback: closes after 3 s but keeps the fields; the first toast stays`, async ({
    page,
  }) => {
    const { dialog, toast } = await submitOnce(page, variant, "fallback");
    await expectResetAfterThreeSeconds(page, dialog);
    await page.clock.runFor(60_000);
    await expect(toast).toBeVisible();
    const again = await reopen(page, variant);
    await expect(again.getByLabel("Full Name")).toHaveValue(visitor.fullName);
    await expect(again.getByLabel("How can we help you?")).toHaveValue(visitor.message);
  });

  test(`${variant}, success: clears; a toast that replaces a showing one hides after 5 s`, async ({
    page,
  }) => {
    const { dialog, toast, setOutcome } = await submitOnce(page, variant, "fallback");
    await expectResetAfterThreeSeconds(page, dialog);
    setOutcome("success");
    const again = await reopen(page, variant);
    await again.getByRole("button", { name: "Send Message" }).click(); // fields were kept
    const success = page.getByRole("status").filter({ hasText: "Message Sent Successfully!" });
    await expect(success).toBeVisible();
    await expect(toast).toBeHidden(); // replaced
    await expectResetAfterThreeSeconds(page, again);
    await expect((await reopen(page, variant)).getByLabel("Full Name")).toHaveValue("");
    await page.clock.runFor(1_999 - DIALOG_EXIT_LIMIT_MS); // 4,999 ms since it appeared
    await expect(success).toBeVisible();
    await page.clock.runFor(1);
    await expect(success).toBeHidden();
  });
}
