import { spawnSync } from "node:child_process";
import { expect, test, type Page } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";
import { e2eConfig } from "../support/config";
import { onboardingCourses } from "../../content/onboarding";
import { openAdminApi, postAsAdmin } from "../support/admin-api";
import { freezeClockBeforeLoad } from "../support/clock";
import { openDashboardTab } from "../support/dashboard-tabs";
import { partnerPassword, uniqueIdentity } from "../support/identities";
import { onTestedSite, waitForMailedLink } from "../support/links";
import { createActivePartner, sharedPartner } from "../support/partners";
import { signInThroughPage } from "../support/sign-in";

// What a newly approved partner, the demo partner and the programme team notice first:
// codes written in words, one pending figure, a phone-sized dashboard, onboarding courses,
// failed loads that say so, greetings that stay on the login screen, the bell, long email
// addresses, and toasts beside the registration wizard.

const tabs = [
  "Overview",
  "Deals",
  "Commissions",
  "Referrals",
  "Resources",
  "Training",
  "Performance",
  "Settings",
];
const toasts = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });
const card = (page: Page, label: string) =>
  page
    .getByRole("tabpanel")
    .locator("div.rounded-xl", { has: page.getByText(label, { exact: true }) })
    .first();

test.describe("a newcomer's first look", () => {
  test("statuses, stages and certification read in words", async ({ page }) => {
    const { email, partnerId, admin } = await createActivePartner("labels");
    const patched = await admin.patch(`/api/admin/partners/${partnerId}`, {
      data: { certificationStatus: "in_progress" },
    });
    expect(patched.ok(), await patched.text()).toBe(true);
    await postAsAdmin(admin, `/api/admin/partners/${partnerId}/deals`, {
      customerName: "Wingtip Toys",
      dealSize: 5000,
      status: "pending",
      stage: "prospecting",
    });
    await signInThroughPage(page, email);
    await openDashboardTab(page, "Deals");
    const deal = page.getByTestId("deal-card").filter({ hasText: "Wingtip Toys" });
    await expect(deal).toContainText("Prospecting");
    await expect(deal).not.toContainText("initial contact");
    await openDashboardTab(page, "Settings");
    const certification = page
      .getByRole("tabpanel")
      .locator("div", { has: page.getByText("Certification Status", { exact: true }) })
      .last();
    await expect(certification.locator("dd")).toHaveText("In Progress");
    await admin.dispose();
  });

  test("the demo partner's Pending Commission on Overview is the Commissions tab's Awaiting Payment and Pending Approval", async ({
    page,
  }) => {
    const demo = { email: uniqueIdentity("demo").email, password: "Demo-Partner-2025!" };
    const seeded = spawnSync(
      process.execPath,
      ["node_modules/.bin/tsx", "--import=./scripts/support/allow-server-only.mjs", "scripts/seed.ts"],
      {
        encoding: "utf8",
        env: {
          ...process.env,
          DATA_DIR: e2eConfig.serverEnv.DATA_DIR,
          DEMO_EMAIL: demo.email,
          DEMO_PASSWORD: demo.password,
        },
      },
    );
    expect(seeded.status, seeded.stderr).toBe(0);
    await signInThroughPage(page, demo.email, demo.password);
    // The seed also shares its resources with every partner: other specs count resources.
    const admin = await openAdminApi();
    const shared = (await (await page.request.get("/api/partners/resources")).json()) as {
      resources: { id: string }[];
    };
    for (const resource of shared.resources)
      expect((await admin.delete(`/api/admin/data/resources/${resource.id}`)).ok()).toBe(true);
    await admin.dispose();

    // At the silver rate (15%): Litware's 31,500 requested, Woodgrove's 11,700 pending, earned and not yet paid.
    await expect(card(page, "Pending Commission").locator("[title]")).toHaveAttribute("title", "$43,200.00");
    await expect(card(page, "Pending Commission")).toContainText("$43.2K");
    await openDashboardTab(page, "Commissions");
    await expect(card(page, "Awaiting Payment").locator("[title]")).toHaveAttribute("title", "$31,500.00");
    await expect(card(page, "Pending Approval").locator("[title]")).toHaveAttribute("title", "$11,700.00");
  });

  test("at 375 px every tab is on screen and each commission is a card with all its values", async ({
    page,
  }) => {
    const { email } = await sharedPartner();
    await page.setViewportSize({ width: 375, height: 812 });
    await signInThroughPage(page, email);
    for (const name of tabs) {
      const tab = page.getByRole("tab", { name });
      await expect(tab).toBeInViewport({ ratio: 1 });
      const box = (await tab.boundingBox())!;
      expect(box.x + box.width, `${name} ends on screen`).toBeLessThanOrEqual(375);
    }
    await openDashboardTab(page, "Commissions");
    await expect(page.getByRole("region", { name: "Commission history table" })).toBeHidden();
    const cards = page.getByTestId("commission-card");
    await expect(cards).toHaveCount(3);
    const pending = cards.filter({ hasText: "Fabrikam Retail" });
    for (const value of ["Fabrikam Retail", "$250,000.00", "10%", "Pending approval"]) {
      await expect(pending.getByText(value).first(), value).toBeVisible();
    }
    const paid = cards.filter({ hasText: "Contoso Manufacturing" });
    for (const value of ["Contoso Manufacturing", "$12,500.00", "10%", "Paid"]) {
      await expect(paid.getByText(value, { exact: true }).first(), value).toBeVisible();
    }
    for (const item of await cards.all()) {
      const box = (await item.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(375);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(page, { exclude: ["[data-sonner-toaster]"] });
  });

  test("an approved partner starts enrolled in the onboarding courses", async ({ page }) => {
    const { email, admin } = await createActivePartner("onboard");
    await signInThroughPage(page, email);
    await openDashboardTab(page, "Training");
    // The onboarding courses first, in the programme's order (courses the team added to the
    // catalogue in the console, if any, follow them).
    for (const [index, course] of onboardingCourses.entries())
      await expect(page.getByTestId("training-card").nth(index)).toContainText(course.title);
    for (const course of onboardingCourses) {
      await expect(page.getByRole("button", { name: `Start ${course.title}` })).toBeVisible();
    }
    await admin.dispose();
  });

  test("the sign-in greeting stays on the login screen; the programme team's names the console", async ({
    page,
  }) => {
    const { email } = await sharedPartner();
    await freezeClockBeforeLoad(page);
    await page.goto("/partner-portal/login");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(partnerPassword);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
    // The page's time moves 0.9 s at most, in steps between which the page renders, well
    // short of a toast's 4 s: a greeting still showing then is one the dashboard kept.
    let pageTime = 0;
    const greetingsAfterSteps = async () => {
      if (pageTime < 900) {
        pageTime += 100;
        await page.clock.runFor(100);
      }
      return toasts(page, "Welcome back!").count();
    };
    await expect.poll(greetingsAfterSteps, { intervals: [50] }).toBe(0);
    await page.clock.resume();

    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/partner-portal\/login$/);
    // Hold the console back until the greeting has been read on the login screen.
    let releaseConsole = () => {};
    const consoleHeld = new Promise<void>((resolve) => (releaseConsole = resolve));
    await page.route(/\/admin(\?|$)/, async (route) => {
      await consoleHeld;
      await route.continue();
    });
    await page.getByLabel("Email").fill(e2eConfig.serverEnv.ADMIN_EMAIL);
    await page.getByLabel("Password", { exact: true }).fill(e2eConfig.serverEnv.ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(toasts(page, "Welcome back! Redirecting to the console...")).toBeVisible();
    await expect(page.getByText("Redirecting to dashboard")).toHaveCount(0);
    releaseConsole();
    await expect(page).toHaveURL(/\/admin$/);
  });

  test("the bell moves focus into the notifications, and Escape or Close back to the bell", async ({
    page,
  }) => {
    const { email } = await sharedPartner();
    await signInThroughPage(page, email);
    const bell = page.getByRole("button", { name: /^Notifications: / });
    await bell.click();
    const panel = page.getByRole("dialog", { name: "Notifications" });
    await expect(panel).toBeFocused();
    await expect(panel).toContainText("Welcome to the partner programme!");
    await expect(bell).toHaveAttribute("aria-expanded", "true");
    await expectNoAxeViolations(page, { exclude: ["[data-sonner-toaster]"] });
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(bell).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(panel).toBeFocused();
    await panel.getByRole("button", { name: "Close" }).click();
    await expect(panel).toBeHidden();
    await expect(bell).toBeFocused();
  });

  test("a long email address wraps at 375 px only after its @ and dots", async ({ page }) => {
    const unique = uniqueIdentity("wrap").email.split("@")[0]!.split("-")[1]!;
    const email = `grace.brewster.hopper.${unique}@northwind.advisory.example`;
    await createActivePartner("wrap", { email });
    await page.setViewportSize({ width: 375, height: 812 });
    await signInThroughPage(page, email);
    await openDashboardTab(page, "Settings");
    const value = page
      .getByRole("tabpanel")
      .locator("div", { has: page.getByText("Email", { exact: true }) })
      .last()
      .locator("dd");
    await expect(value).toHaveText(email);
    const lines = await value.evaluate((element) => {
      // The text of each rendered line, from the position of every character.
      const rows: { top: number; text: string }[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let i = 0; i < node.textContent!.length; i += 1) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const top = Math.round(range.getBoundingClientRect().top);
          const row = rows.find((r) => Math.abs(r.top - top) < 4);
          if (row) row.text += node.textContent![i];
          else rows.push({ top, text: node.textContent![i]! });
        }
      }
      return rows.sort((a, b) => a.top - b.top).map((r) => r.text);
    });
    expect(lines.length, lines.join(" | ")).toBeGreaterThan(1);
    for (const line of lines.slice(0, -1)) expect(line, lines.join(" | ")).toMatch(/[@.]$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test("at 1366 px toasts sit beside the registration wizard's progress label", async ({ page }) => {
    const { email, company } = uniqueIdentity("toasts");
    const admin = await openAdminApi();
    await postAsAdmin(admin, "/api/admin/invitations", { email, companyName: company });
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(
      onTestedSite(await waitForMailedLink(email, "invited", "/partner-portal/register?invite=")),
    );
    await expect(toasts(page, "Welcome! You can now register directly with your invitation.")).toBeVisible();
    const label = page.getByText("Step 1 of 4", { exact: true }).locator("..");
    // The label level with the toasts, as it is when the page has been scrolled a little.
    await label.evaluate((element) =>
      window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 90),
    );
    await page.getByRole("button", { name: "Next" }).click();
    await expect(toasts(page, "Please fill in all required fields correctly")).toBeVisible();
    await label.evaluate((element) =>
      window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 90),
    );
    const labelBox = (await label.boundingBox())!;
    for (const item of await page.locator("[data-sonner-toast]").all()) {
      const box = (await item.boundingBox())!;
      const overlaps =
        box.x < labelBox.x + labelBox.width &&
        labelBox.x < box.x + box.width &&
        box.y < labelBox.y + labelBox.height &&
        labelBox.y < box.y + box.height;
      const vertical = box.y < labelBox.y + labelBox.height && labelBox.y < box.y + box.height;
      expect(vertical, "the toast is level with the label").toBe(true);
      expect(overlaps, `toast ${JSON.stringify(box)} and label ${JSON.stringify(labelBox)}`).toBe(false);
    }
    await admin.dispose();
  });
});
