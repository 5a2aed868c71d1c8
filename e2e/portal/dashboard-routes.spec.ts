import { expect, test, type Page } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";
import { sharedPartner } from "../support/partners";
import { signInThroughApi } from "../support/sign-in";
import { partnerPassword } from "../support/identities";

// Each dashboard tab is a route of its own, rendered with its data on the server: reached
// by its address, by the tab bar, by back and forward and by an email's link.

const tabs = [
  { name: "Overview", path: "/partner-portal/dashboard", shows: "Fabrikam Retail" },
  { name: "Deals", path: "/partner-portal/dashboard/deals", shows: "Contoso Manufacturing" },
  { name: "Commissions", path: "/partner-portal/dashboard/commissions", shows: "Unknown Deal" },
  { name: "Referrals", path: "/partner-portal/dashboard/referrals", shows: "Adventure Works" },
  { name: "Resources", path: "/partner-portal/dashboard/resources", shows: "Partner Sales Playbook" },
  { name: "Training", path: "/partner-portal/dashboard/training", shows: "Finlytic Fundamentals" },
  { name: "Settings", path: "/partner-portal/dashboard/settings", shows: "Grace" },
] as const;

// The browser's reads of a tab's data: none may happen for a route's first view.
const dataReads =
  /\/api\/partners\/(dashboard|deals|commissions|referrals|resources|training|profile|onboarding|tier|notifications)(\?|$)/;

function watchDataReads(page: Page): string[] {
  const reads: string[] = [];
  page.on("request", (request) => {
    if (dataReads.test(new URL(request.url()).pathname + new URL(request.url()).search))
      reads.push(request.url());
  });
  return reads;
}

async function expectTab(page: Page, name: string) {
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("tab", { name })).toHaveAttribute("aria-selected", "true");
}

test.describe("dashboard routes", () => {
  test.beforeEach(async ({ page }) => {
    const { email } = await sharedPartner();
    await signInThroughApi(page, email, partnerPassword);
  });

  test("each tab by its address: its data in the server's HTML, no data read from the browser, axe 0", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 360, height: 740 },
    ]) {
      await page.setViewportSize(viewport);
      for (const tab of tabs) {
        const html = await (await page.request.get(tab.path)).text();
        expect(html, `${tab.name}'s first view`).toContain(tab.shows);
        const reads = watchDataReads(page);
        await page.goto(tab.path);
        await expectTab(page, tab.name);
        await expect(page.getByRole("tabpanel")).toContainText(tab.shows);
        await expectNoAxeViolations(page, { exclude: ["[data-sonner-toaster]"] });
        expect(reads, `${tab.name} read its data from the browser`).toEqual([]);
      }
    }
  });

  test("each tab's first view shows before any script runs: nothing in it waits to fade in", async ({
    page,
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      baseURL: test.info().project.use.baseURL,
    });
    await context.addCookies(await page.context().cookies());
    const noScript = await context.newPage();
    for (const tab of tabs) {
      await noScript.goto(tab.path);
      const shown = noScript.getByRole("tabpanel").getByText(tab.shows).first();
      // The opacity it is painted with: its own times every ancestor's.
      const opacity = await shown.evaluate((element) => {
        let product = 1;
        for (let node: Element | null = element; node; node = node.parentElement)
          product *= Number(getComputedStyle(node).opacity);
        return product;
      });
      expect(opacity, `${tab.name}: "${tab.shows}" is painted`).toBe(1);
    }
    await context.close();
  });

  test("the tab bar moves between routes; back and forward return to them", async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto("/partner-portal/dashboard");
    await expectTab(page, "Overview");
    for (const tab of tabs.slice(1)) {
      await page.getByRole("tab", { name: tab.name }).click();
      await expect(page).toHaveURL(new RegExp(`${tab.path}$`));
      await expectTab(page, tab.name);
      await expect(page.getByRole("tabpanel")).toContainText(tab.shows);
    }
    for (const tab of [...tabs].reverse().slice(1)) {
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${tab.path}$`));
      await expectTab(page, tab.name);
    }
    await page.goForward();
    await expectTab(page, "Deals");
    await page.reload();
    await expectTab(page, "Deals");
    await expect(page.getByTestId("deal-card")).toHaveCount(3);
    // An unknown tab is not a page.
    expect((await page.goto("/partner-portal/dashboard/payouts-nope"))?.status()).toBe(404);
  });

  test("an email's deal link opens the deal on the Deals route, old forms of it too", async ({ page }) => {
    const listed = (await (await page.request.get("/api/partners/deals")).json()) as {
      deals: { _id: string; customerName: string }[];
    };
    const contoso = listed.deals.find((deal) => deal.customerName === "Contoso Manufacturing")!;
    for (const link of [
      `/partner-portal/dashboard/deals?deal=${contoso._id}`,
      `/partner-portal/dashboard?deal=${contoso._id}`,
      `/partner-portal/dashboard?tab=deals&deal=${contoso._id}`,
      `/partner-portal/dashboard/commissions?deal=${contoso._id}`,
    ]) {
      await page.goto(link);
      await expect(page).toHaveURL(/\/partner-portal\/dashboard\/deals\?deal=/);
      await expectTab(page, "Deals");
      const dialog = page.getByRole("dialog", { name: "Contoso Manufacturing" });
      await expect(dialog).toBeVisible();
      await expectNoAxeViolations(page, { exclude: ["[data-sonner-toaster]"] });
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      // Closed, the address is the list's: a reload does not open the deal again.
      await expect(page).toHaveURL(/\/partner-portal\/dashboard\/deals$/);
    }
  });
});
