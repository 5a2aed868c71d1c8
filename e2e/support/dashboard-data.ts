import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { postAsAdmin } from "./admin-api";
import { openDashboardTab } from "./dashboard-tabs";
import { summarizeResources } from "@/components/portal/dashboard/resource-summary";
import type { Resource } from "@/lib/validation/resources";

// A partner's dashboard data, created through the programme team's API, and the figures
// the dashboard must show for it (cards abbreviate money with K and M, one decimal; tables
// show exact amounts).

const today = new Date().toISOString().slice(0, 10);

export async function seedDashboard(
  admin: APIRequestContext,
  partnerId: string,
): Promise<{ pendingCommissionId: string }> {
  const add = async (collection: string, item: unknown) =>
    (await postAsAdmin(admin, `/api/admin/partners/${partnerId}/${collection}`, item)).item as Record<
      string,
      unknown
    >;
  const contoso = await add("deals", {
    customerName: "Contoso Manufacturing",
    dealSize: 125000,
    status: "closed_won",
    stage: "closed_won",
    protectionExpires: "2026-12-31",
    decisionMaker: { name: "Priya Patel", email: "priya@contoso.example" },
  });
  const fabrikam = await add("deals", {
    customerName: "Fabrikam Retail",
    dealSize: 2500000,
    status: "pending",
    stage: "proposal",
    decisionMaker: { name: "Tom Baker", email: "tom@fabrikam.example" },
  });
  await add("deals", {
    customerName: "Litware Health",
    dealSize: 850,
    status: "approved",
    stage: "prospecting",
  });
  const idOf = (item: Record<string, unknown>) => String(item._id ?? item.id);
  await add("commissions", {
    dealId: idOf(contoso),
    amount: 12500,
    rate: 10,
    status: "paid",
    payoutDate: today,
    paymentReference: "PAY-2026-001",
  });
  const pending = await add("commissions", {
    dealId: idOf(fabrikam),
    amount: 250000,
    rate: 10,
    status: "pending",
  });
  await add("commissions", {
    amount: 3000,
    rate: 5,
    status: "paid",
    payoutDate: "2025-01-15",
    paymentReference: "PAY-2025-007",
  });
  await add("referrals", {
    company: "Northwind Traders",
    contact: "Ana Trujillo",
    email: "ana@northwind.example",
    expectedValue: 40000,
    status: "qualified",
  });
  await add("referrals", {
    company: "Adventure Works",
    contact: "Kim Abercrombie",
    email: "kim@adventure.example",
    expectedValue: 1500000,
    status: "proposal_sent",
  });
  await add("referrals", {
    company: "Tailspin Toys",
    contact: "Jon Doe",
    email: "jon@tailspin.example",
    expectedValue: 5000,
    status: "contacted",
  });
  await add("resources", {
    partnerId,
    title: "Partner Sales Playbook",
    description: "Positioning, discovery questions and objection handling.",
    category: "Sales",
    type: "PDF",
  });
  await add("resources", {
    partnerId,
    title: "API Integration Guide",
    description: "Connect ERP and bank feeds.",
    category: "Technical",
    type: "Document",
  });
  await add("resources", {
    partnerId,
    title: "Product Demo Video",
    description: "A ten-minute tour.",
    category: "Marketing",
    type: "Video",
  });
  await add("resources", {
    partnerId,
    title: "Campaign Brief",
    description: "Messages and audiences for the spring campaign.",
    category: "Marketing",
    type: "Document",
  });
  await add("training", {
    title: "Finlytic Fundamentals",
    duration: "2 hours",
    status: "completed",
    progress: 100,
    certificate: true,
  });
  await add("training", {
    title: "Selling AI Finance",
    duration: "3 hours",
    currentModule: "Module 2: Discovery",
    status: "in_progress",
    progress: 40,
  });
  await add("training", {
    title: "Implementation Masterclass",
    duration: "5 hours",
    status: "not_started",
    progress: 0,
  });
  await add("notifications", { message: "Welcome to the partner programme!" });
  return { pendingCommissionId: idOf(pending) };
}

const panel = (page: Page) => page.getByRole("tabpanel");
const card = (page: Page, label: string) =>
  panel(page)
    .locator("div.rounded-xl", { has: page.getByText(label, { exact: true }) })
    .first();

/** Walks through the seven tabs and checks the seeded figures on each. */
export async function checkEveryTab(page: Page, seeded: { company: string }): Promise<void> {
  await expect(page.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");
  await expect(card(page, "Total Revenue")).toContainText("$125.0K");
  await expect(card(page, "Pending Commission")).toContainText("$250.0K");
  await expect(card(page, "Active Deals")).toContainText("2");
  await expect(card(page, "Total Referrals")).toContainText("3");
  // No deal was won through the queue this month or last: nothing to compare, no trend label.
  await expect(panel(page).getByTestId("trend")).toHaveCount(0);
  await expect(panel(page).getByText("Fabrikam Retail")).toBeVisible();
  // Recent Activities is a list, not a card: the exact amount.
  await expect(panel(page).getByText("$2,500,000.00")).toBeVisible();
  await expect(panel(page).getByText("Welcome to the partner programme!")).toBeVisible();
  await expect(page.getByTestId("notification-dot")).toBeVisible();

  await openDashboardTab(page, "Deals");
  await expect(page.getByRole("heading", { name: "Deal Pipeline" })).toBeVisible();
  await expect(page.getByTestId("deal-card")).toHaveCount(3);
  const contoso = page.getByTestId("deal-card").filter({ hasText: "Contoso Manufacturing" });
  await expect(contoso).toContainText("$125.0K");
  await expect(contoso).toContainText("Priya Patel");
  await expect(contoso).toContainText("Closed Won");
  await expect(page.getByTestId("deal-card").filter({ hasText: "Litware Health" })).toContainText("N/A");
  await expect(page.getByTestId("deal-card").filter({ hasText: "Litware Health" })).toContainText(
    "Prospecting",
  );

  await openDashboardTab(page, "Commissions");
  await expect(card(page, "Total Earned")).toContainText("$15.5K");
  await expect(card(page, "Total Earned").locator("[title]")).toHaveAttribute("title", "$15,500.00");
  await expect(card(page, "Pending Approval")).toContainText("$250.0K");
  await expect(card(page, "Awaiting Payment")).toContainText("$0.00");
  // Paid this calendar month only (the 2025 payment and the unpaid commission are not).
  await expect(card(page, "This Month")).toContainText("$12.5K");
  const rows = panel(page).locator("tbody tr");
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: "Contoso Manufacturing" })).toContainText("$12,500.00");
  await expect(rows.filter({ hasText: "Contoso Manufacturing" })).toContainText("Paid");
  await expect(rows.filter({ hasText: "Unknown Deal" })).toContainText("$3,000.00");
  await expect(rows.filter({ hasText: "Fabrikam Retail" })).toContainText("Pending approval");
  await expect(panel(page)).not.toContainText("INV-");

  await openDashboardTab(page, "Referrals");
  await expect(card(page, "Total Referrals")).toContainText("3");
  await expect(card(page, "Qualified Leads")).toContainText("1");
  // Conversions count converted referrals (none of these three yet).
  await expect(card(page, "Conversions")).toContainText("0");
  await expect(card(page, "Conversion Rate")).toContainText("0%");
  await expect(page.getByTestId("referral-card").filter({ hasText: "Adventure Works" })).toContainText(
    "$1.5M",
  );

  await openDashboardTab(page, "Resources");
  // Each card counts its items by their own type: a document among the videos is a document.
  // Other specs share resources with every partner, so the expected words come from the
  // partner's own list (the seeded Marketing pair is one document and one video).
  const listed = (await (await page.request.get("/api/partners/resources")).json()) as {
    resources: Resource[];
  };
  for (const { category, count, types } of summarizeResources(listed.resources)) {
    if (count === "No items") continue;
    await expect(card(page, category)).toHaveText(new RegExp(`${count}\\s*${types}$`));
  }
  await expect(card(page, "Marketing")).toContainText(/document.*video|video.*document/);
  // A card without a file or a web address offers no download at all.
  const playbook = page.getByTestId("resource-card").filter({ hasText: "Partner Sales Playbook" });
  await expect(playbook).toContainText("No file to download yet");
  await expect(playbook.getByRole("link", { name: "Download Partner Sales Playbook" })).toHaveCount(0);
  await expect(playbook.getByRole("button", { name: "Download Partner Sales Playbook" })).toHaveCount(0);

  await openDashboardTab(page, "Training");
  await expect(card(page, "Partner Tier")).toContainText("Bronze Partner");
  await expect(card(page, "Completed")).toContainText("1");
  await expect(card(page, "In Progress")).toContainText("1");
  await expect(card(page, "Certified")).toContainText("1");
  await expect(page.getByRole("button", { name: "Review Finlytic Fundamentals" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Continue Selling AI Finance" })).toBeVisible();
  await page.getByRole("button", { name: "Start Implementation Masterclass" }).click();
  // A course the team added by hand for this partner has no catalogue modules: its reading view says so.
  await expect(page.getByRole("heading", { level: 2, name: "Implementation Masterclass" })).toBeVisible();
  await expect(page.getByText("This course has no modules yet.")).toBeVisible();
  await page.getByRole("button", { name: "Back to courses" }).click();
  await expect(page.getByRole("button", { name: "Start Implementation Masterclass" })).toBeVisible();

  await openDashboardTab(page, "Settings");
  await expect(panel(page)).toContainText(seeded.company);
  await expect(panel(page)).toContainText("Bronze");
  await expect(panel(page)).toContainText("Pending");
  await expect(page.getByRole("switch")).toHaveCount(4);
  for (const toggle of await page.getByRole("switch").all())
    await expect(toggle).toHaveAttribute("aria-checked", "true");
  await expect(panel(page).getByText("Disabled")).toBeVisible();
}
