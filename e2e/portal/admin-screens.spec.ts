import { expect, test } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";
import { adminAccount, uniqueSuffix } from "../support/identities";
import { registerAnonymously } from "../support/registration";
import { signInThroughApi } from "../support/sign-in";

// Every console screen, with data on it, passes axe; and the console works from the keyboard.

const id = uniqueSuffix();
const company = `Axe Screens ${id}`;

// One pending company (open registrations are rate limited per address) and one enquiry.
test.beforeAll(async ({ request }) => {
  await registerAnonymously({
    email: `axe-${id}@screens.example`,
    companyName: company,
    contactName: "Alex Axe",
  });
  const enquiry = await request.post("/api/contact/submit", {
    data: {
      fullName: "Axe Visitor",
      email: `axe-${id}@visitor.example`,
      message: "Checking the console",
      source: "Contact Page",
    },
  });
  expect(enquiry.status()).toBe(201);
});

test.describe("every console screen, with data on it, has no accessibility violations", () => {
  test.beforeEach(async ({ page }) => {
    await signInThroughApi(page, adminAccount.email, adminAccount.password);
  });

  const screens = [
    "/admin",
    "/admin/claims",
    "/admin/claims?status=rejected",
    "/admin/registrations",
    "/admin/invitations",
    "/admin/partners",
    "/admin/announcements",
    "/admin/enquiries",
    "/admin/outbox",
    "/admin/outbox?view=failing",
    "/admin/outbox?view=sent",
    "/admin/api",
    "/admin/api/docs",
  ];
  for (const screen of screens) {
    test(screen, async ({ page }) => {
      await page.goto(screen);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test("a partner's page, each of its sections, and the add dialog", async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(`/admin/partners?q=${id}`);
    await page.getByRole("link", { name: company }).click();
    await expect(page.getByRole("heading", { name: company, level: 1 })).toBeVisible();
    const partnerUrl = page.url();
    await expectNoAxeViolations(page);
    for (const tab of ["deals", "commissions", "referrals", "resources", "training", "notifications"]) {
      await page.goto(`${partnerUrl}?tab=${tab}`);
      await expectNoAxeViolations(page);
    }
    await page.goto(`${partnerUrl}?tab=deals`);
    await page.getByRole("button", { name: "Add deal" }).click();
    await expect(page.getByRole("dialog", { name: "Add a deal" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test("the console is usable from the keyboard: skip link, navigation, dialogs", async ({ page }) => {
  await signInThroughApi(page, adminAccount.email, adminAccount.password);
  await page.goto("/admin");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#main$/);

  // Through the console navigation to the invitations form, without a mouse.
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Invitations" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Invitations", level: 1 })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Invitations" }),
  ).toHaveAttribute("aria-current", "page");
  await page.getByLabel("Contact email").focus();
  await page.keyboard.type("keyboard@example.com");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Company name")).toBeFocused();

  // A dialog takes focus when it opens and gives it back when Escape closes it.
  await page.goto(`/admin/partners?q=${id}`);
  await page.getByRole("link", { name: company }).focus();
  await page.keyboard.press("Enter");
  await page.getByRole("link", { name: "Notifications" }).focus();
  await page.keyboard.press("Enter");
  const add = page.getByRole("button", { name: "Add notification" });
  await add.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Add a notification" });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator(":focus")).toHaveCount(1);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(add).toBeFocused();
});
