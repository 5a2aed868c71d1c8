import { expect, type Locator, type Page } from "@playwright/test";

// The partner dashboard's own controls, shared by the journeys through its tabs.

/** Opens the dashboard tab `name` and waits for its heading and for its data to have loaded. */
export async function openDashboardTab(page: Page, name: string): Promise<void> {
  await page.getByRole("tab", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("tabpanel")).not.toHaveAttribute("aria-busy", "true");
}

/** The first toast (the portal's floating ones, the console's in the page) whose text contains `text`. */
export function toastWithText(page: Page, text: string): Locator {
  return page.locator("[data-sonner-toast], [data-admin-toast]").filter({ hasText: text }).first();
}

/**
 * Request Payment on the Commissions tab: it first shows what would be paid (or why it cannot
 * be requested); `confirm` then confirms, else the preview stays open for the caller to read.
 */
export async function openPaymentPreview(page: Page) {
  await page.getByRole("button", { name: "Request Payment" }).click();
  const dialog = page.getByRole("dialog", { name: "Request Payment" });
  await expect(dialog.getByTestId("payout-preview")).toBeVisible();
  return dialog;
}

export async function requestPaymentThroughPreview(page: Page) {
  const dialog = await openPaymentPreview(page);
  await dialog.getByRole("button", { name: "Confirm Request" }).click();
  await expect(dialog).toBeHidden();
}
