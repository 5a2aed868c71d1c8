import { expect, test, type Page } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";
import { openPaymentPreview } from "../support/dashboard-tabs";
import { createActivePartner, sharedPartner } from "../support/partners";
import { signInThroughPage } from "../support/sign-in";

/** Only the click: some tabs here fail to load, or send the visitor away. */
const clickTab = (page: Page, name: string) => page.getByRole("tab", { name }).click();

test.describe("dashboard", () => {
  test("search, filter, quick actions, coming-soon toasts, keyboard tabs, axe on every tab", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const { email } = await sharedPartner();
    await signInThroughPage(page, email);
    await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
    await expect(page.getByTestId("greeting")).toHaveText("Welcome back, Grace");
    // The shared partner's bell: its count is the notifications.spec.ts's business.
    await expect(page.getByRole("button", { name: /^Notifications: / })).toBeVisible();

    await page.getByRole("button", { name: "Submit Deal" }).click();
    await expect(page.getByRole("tab", { name: "Deals" })).toHaveAttribute("aria-selected", "true");
    // Submit Deal opens the New Deal form on the Deals tab.
    await expect(page.getByRole("dialog", { name: "Register a Deal" })).toBeVisible();
    await page.keyboard.press("Escape");
    // The dialog fades out; the page behind it answers once it has gone.
    await expect(page.getByRole("dialog", { name: "Register a Deal" })).toBeHidden();
    const cards = page.getByTestId("deal-card");
    await expect(cards).toHaveCount(3);
    await page.getByLabel("Search deals").fill("fabrikam");
    await expect(cards).toHaveCount(1);
    await page.getByLabel("Search deals").fill("PRIYA");
    await expect(cards).toHaveText([/Contoso Manufacturing/]);
    await page.getByLabel("Search deals").fill("");
    await page.getByLabel("Filter by status").selectOption("closed_won");
    await expect(cards).toHaveText([/Contoso Manufacturing/]);
    await page.getByLabel("Filter by status").selectOption("pending");
    await page.getByLabel("Search deals").fill("contoso");
    await expect(page.getByText("No deals match this search or status.")).toBeVisible();
    await page.getByRole("button", { name: "New Deal" }).click();
    await expect(page.getByRole("dialog", { name: "Register a Deal" })).toBeVisible();
    await page.keyboard.press("Escape");
    // The dialog fades out; the page behind it answers once it has gone.
    await expect(page.getByRole("dialog", { name: "Register a Deal" })).toBeHidden();

    await clickTab(page, "Commissions");
    const preview = await openPaymentPreview(page);
    await expect(preview.getByRole("alert")).toContainText(
      /at least \$100\.00; yours total \$0\.00\.|Settings, Payouts/,
    );
    await preview.getByRole("button", { name: "Cancel" }).click();
    await clickTab(page, "Referrals");
    await page.getByRole("button", { name: "New Referral" }).click();
    await expect(page.getByRole("dialog", { name: "Refer a Lead" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "Refer a Lead" })).toBeHidden();
    await clickTab(page, "Settings");
    // Change Password and Enable open their dialogs (their journeys: account-security.spec.ts).
    await page.getByRole("button", { name: "Change Password" }).click();
    const passwordDialog = page.getByRole("dialog", { name: "Change Password" });
    await expect(passwordDialog.getByLabel("Current Password", { exact: true })).toBeVisible();
    await passwordDialog.getByRole("button", { name: "Close" }).click();
    await expect(passwordDialog).toBeHidden();
    await page.getByRole("button", { name: "Enable" }).click();
    const twoFactorDialog = page.getByRole("dialog", { name: "Enable Two-Factor Authentication" });
    await expect(twoFactorDialog.getByTestId("manual-key")).toBeVisible();
    await twoFactorDialog.getByRole("button", { name: "Close" }).click();
    await expect(twoFactorDialog).toBeHidden();
    await expect(page.getByRole("link", { name: "Documentation" })).toHaveAttribute(
      "href",
      "/partner-portal/docs",
    );
    await expect(page.getByRole("link", { name: "Contact Support" })).toHaveAttribute("href", /^mailto:.+@/);
    const dealUpdates = page.getByRole("switch", { name: "Deal updates" });
    await dealUpdates.click();
    await expect(dealUpdates).toHaveAttribute("aria-checked", "false");

    // Arrow keys move along the tab list and open each tab.
    await page.getByRole("tab", { name: "Settings" }).focus();
    await page.keyboard.press("Home");
    await expect(page.getByRole("tab", { name: "Overview" })).toBeFocused();
    await expect(page.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");
    for (const name of [
      "Deals",
      "Commissions",
      "Referrals",
      "Resources",
      "Training",
      "Performance",
      "Settings",
    ]) {
      await page.keyboard.press("ArrowDown");
      await expect(page.getByRole("tab", { name })).toBeFocused();
      await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
      await expect(page.getByRole("tabpanel")).not.toHaveAttribute("aria-busy", "true");
      await expectNoAxeViolations(page, { exclude: ["[data-sonner-toaster]"] });
    }
    await page.getByRole("button", { name: /^Notifications: / }).click();
    await expect(page.getByRole("dialog", { name: "Notifications" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: /^Notifications: / })).toBeFocused();
  });

  test("empty lists, no red dot, and an ended session signs out", async ({ page, context }) => {
    test.setTimeout(90_000);
    const { email, admin } = await createActivePartner("empty");
    await signInThroughPage(page, email);
    await expect(page.getByText("No activity yet. Register your first deal to see it here.")).toBeVisible();
    await expect(page.getByText("No notifications yet")).toBeVisible();
    await expect(page.getByTestId("notification-dot")).toHaveCount(0);
    await clickTab(page, "Deals");
    await expect(page.getByText("No deals yet. Register your first deal.")).toBeVisible();
    await clickTab(page, "Commissions");
    await expect(page.getByText("No commissions yet.")).toBeVisible();
    await expect(page.getByText("$0").first()).toBeVisible();
    await clickTab(page, "Referrals");
    await expect(page.getByText("0%", { exact: true })).toBeVisible();
    await clickTab(page, "Training");
    await expect(page.getByText("Bronze Partner")).toBeVisible();

    // A session that ends while the dashboard is open: the next tab's route signs the visitor out.
    const [session] = (await context.cookies()).filter((c) => c.name === "partner_token");
    await context.addCookies([{ ...session!, value: "ended-session" }]);
    await clickTab(page, "Referrals");
    await expect(page).toHaveURL(/\/partner-portal\/login(\?|$)/);
    expect((await context.cookies()).find((c) => c.name === "partner_token")).toBeUndefined();
    await admin.dispose();
  });

  test("every tab fits a 360 px screen", async ({ page }) => {
    test.setTimeout(90_000);
    const { email } = await sharedPartner();
    await page.setViewportSize({ width: 360, height: 740 });
    await signInThroughPage(page, email);
    for (const name of [
      "Overview",
      "Deals",
      "Commissions",
      "Referrals",
      "Resources",
      "Training",
      "Performance",
      "Settings",
    ]) {
      await page.getByRole("tab", { name }).click();
      await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
      await expect(page.getByRole("tabpanel")).not.toHaveAttribute("aria-busy", "true");
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${name} fits`,
      ).toBeLessThanOrEqual(360);
    }
  });
});
