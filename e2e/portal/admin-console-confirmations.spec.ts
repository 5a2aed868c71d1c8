import { expect, test, type Locator, type Page } from "../support/test";
import { postAsAdmin } from "../support/admin-api";
import { expectNoAxeViolations } from "../support/axe";
import { dealBody, registerDeal, uniqueCustomer } from "../support/deals";
import { adminAccount, uniqueSuffix } from "../support/identities";
import { createActivePartner } from "../support/partners";
import { openPartnerApi, signInThroughApi } from "../support/sign-in";
import { auditTrail, uuid } from "../support/console";

// The console's actions with consequences ask first, toasts leave Sign out and the heading
// readable, and on a phone the section row shows where you are.

const viewports = [
  { name: "desktop", width: 1366, height: 900 },
  { name: "phone", width: 375, height: 812 },
] as const;

/** The console's confirmation reading `text`. */
function consoleToast(page: Page, text: string): Locator {
  return page.getByRole("status", { name: "Confirmations" }).getByRole("listitem").filter({ hasText: text });
}

/**
 * The toast covers no heading (h1-h3) and not Sign out, wherever the page is scrolled: a
 * floating toast stays put while the page moves under it, so every scroll position counts.
 * It sits above the page's heading, in the page's flow.
 */
async function expectToastClear(page: Page, toast: Locator) {
  await expect(toast).toBeVisible();
  const heading = await page.getByRole("heading", { level: 1 }).boundingBox();
  const box = await toast.boundingBox();
  expect(box!.y + box!.height, "the toast sits above the page's heading").toBeLessThanOrEqual(heading!.y);
  const covered = await toast.evaluate((element) => {
    const targets = [
      ...document.querySelectorAll("h1, h2, h3"),
      ...[...document.querySelectorAll("button")].filter((b) => b.textContent?.trim() === "Sign out"),
    ];
    const start = window.scrollY;
    const end = Math.max(0, document.documentElement.scrollHeight - window.innerHeight);
    const found = new Set<string>();
    for (let y = 0; y < end + 40; y += 40) {
      window.scrollTo({ top: Math.min(y, end), behavior: "instant" });
      const t = element.getBoundingClientRect();
      for (const target of targets) {
        const r = target.getBoundingClientRect();
        if (r.width <= 1 || r.height <= 1) continue;
        if (t.left < r.right && r.left < t.right && t.top < r.bottom && r.top < t.bottom) {
          found.add(target.textContent?.trim() ?? target.tagName);
        }
      }
    }
    window.scrollTo({ top: start, behavior: "instant" });
    return [...found];
  });
  expect(covered, "headings or Sign out under the toast").toEqual([]);
}

for (const viewport of viewports) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test.beforeEach(async ({ page }) => {
      await signInThroughApi(page, adminAccount.email, adminAccount.password);
    });

    test("posting an announcement asks first; Escape posts nothing", async ({ page }) => {
      test.setTimeout(90_000);
      // Announcements go to active partners: there is at least one.
      await (await createActivePartner(`audience-${viewport.name}`)).admin.dispose();
      const title = `Webinar ${viewport.name} ${uniqueSuffix()}`;
      await page.goto("/admin/announcements");
      const form = page.getByRole("form", { name: "Post an announcement" });
      await form.getByLabel("Title").fill(title);
      await form.getByLabel("Announcement").fill("Join us on Thursday for the quarterly update.");
      await form.getByRole("button", { name: "Post to all active partners" }).click();
      const confirm = page.getByRole("alertdialog", { name: "Post to every active partner?" });
      await expect(confirm).toBeVisible();
      await expect(confirm).toContainText(title);
      await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
      await expectNoAxeViolations(page);
      // Tab never reaches the page behind the dialog (past its last button the browser's own
      // controls may take focus: document.body then holds it).
      for (let i = 0; i < 4; i += 1) {
        await page.keyboard.press("Tab");
        const inside = await confirm.evaluate(
          (dialog) => dialog.contains(document.activeElement) || document.activeElement === document.body,
        );
        expect(inside).toBe(true);
      }
      await page.keyboard.press("Escape");
      await expect(confirm).toBeHidden();
      const posted = page.locator("section", {
        has: page.getByRole("heading", { name: "Posted announcements" }),
      });
      await expect(posted).not.toContainText(title);

      await form.getByRole("button", { name: "Post to all active partners" }).click();
      await confirm.getByRole("button", { name: "Post announcement" }).click();
      await expectToastClear(page, consoleToast(page, "Announcement posted."));
      await expect(posted).toContainText(title);
    });

    test("Closed Won and marking a payout paid ask first; Cancel changes nothing", async ({ page }) => {
      test.setTimeout(150_000);
      const partner = await createActivePartner(`confirm-${viewport.name}`);
      const api = await openPartnerApi(partner.email);
      const { customer, domain } = uniqueCustomer("Contoso");
      const dealId = await registerDeal(api, dealBody(customer, domain));
      await postAsAdmin(partner.admin, `/api/admin/deals/${dealId}/approve`);

      await page.goto(`/admin/deals/${dealId}`);
      await page.getByLabel("Stage").selectOption("closed_won");
      await page.getByRole("button", { name: "Set stage" }).click();
      const won = page.getByRole("alertdialog", { name: "Mark this deal Closed Won?" });
      await expect(won).toContainText(customer);
      await expectNoAxeViolations(page);
      await won.getByRole("button", { name: "Cancel" }).click();
      await expect(won).toBeHidden();
      const commissions = await partner.admin.get(`/api/admin/commissions?partnerId=${partner.partnerId}`);
      expect(((await commissions.json()) as { items: unknown[] }).items).toHaveLength(0);

      await page.getByRole("button", { name: "Set stage" }).click();
      await won.getByRole("button", { name: "Mark Closed Won" }).click();
      await expectToastClear(page, consoleToast(page, "Stage updated"));
      const trail = auditTrail(page);
      await expect(trail).toContainText("Commission created");
      await expect(trail).not.toContainText(uuid);

      // The commission approved and its payment requested, the team pays it.
      const listed = await partner.admin.get(`/api/admin/commissions?partnerId=${partner.partnerId}`);
      const [commission] = ((await listed.json()) as { items: { id: string }[] }).items;
      await postAsAdmin(partner.admin, `/api/admin/commissions/${commission!.id}/approve`);
      const requested = await api.post("/api/partners/payouts");
      expect(requested.status(), await requested.text()).toBe(201);
      await api.dispose();

      await page.goto(`/admin/payouts?q=${encodeURIComponent(partner.company)}`);
      await page.getByRole("button", { name: `Mark paid: ${partner.company}` }).click();
      const form = page.getByRole("form", { name: `Mark paid: ${partner.company}` });
      await form.getByLabel("Payment reference").fill("WIRE-CONFIRM");
      await form.getByRole("button", { name: "Mark paid" }).click();
      const paid = page.getByRole("alertdialog", { name: `Mark $500.00 to ${partner.company} as paid?` });
      await expect(paid).toContainText("WIRE-CONFIRM");
      await expectNoAxeViolations(page);
      await page.keyboard.press("Escape");
      await expect(paid).toBeHidden();
      const payouts = await partner.admin.get(`/api/admin/payouts?status=paid&search=${partner.company}`);
      expect(((await payouts.json()) as { items: unknown[] }).items).toHaveLength(0);

      await form.getByRole("button", { name: "Mark paid" }).click();
      await paid.getByRole("button", { name: "Mark paid" }).click();
      await expectToastClear(page, consoleToast(page, "is marked paid; the partner was emailed"));
    });

    test("the section navigation shows the current section", async ({ page }) => {
      for (const [path, label] of [
        ["/admin/announcements", "Announcements"],
        ["/admin/privacy", "Privacy"],
        ["/admin/payouts", "Deals"],
      ] as const) {
        await page.goto(path);
        const nav = page.getByRole("navigation", { name: "Console" });
        const current = nav.locator('[aria-current="page"]');
        await expect(current).toHaveText(label);
        await expect(current).toBeInViewport({ ratio: 1 });
      }
      await expectNoAxeViolations(page);
    });
  });
}
