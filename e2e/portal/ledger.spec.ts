import { expect, test } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";
import { postAsAdmin } from "../support/admin-api";
import { openDashboardTab, requestPaymentThroughPreview, toastWithText } from "../support/dashboard-tabs";
import { dealBody, registerDeal, uniqueCustomer } from "../support/deals";
import { createActivePartner } from "../support/partners";
import { openPartnerApi, openSignedInAdminPage, signInThroughPage } from "../support/sign-in";

// Numbers a partner can trust: no invented trend for a new partner, and after one payout
// the cards, the history table and the summary endpoint agree to the cent; the payout's
// statement is a PDF.

const card = (page: import("@playwright/test").Page, label: string) =>
  page
    .getByRole("tabpanel")
    .locator("div.rounded-xl", { has: page.getByText(label, { exact: true }) })
    .first();
const cents = (text: string) => Math.round(Number(text.replace(/[$,]/g, "")) * 100);

test("a new partner's Overview shows no trend label", async ({ page }) => {
  test.setTimeout(90_000);
  const partner = await createActivePartner("ledger-new");
  await signInThroughPage(page, partner.email);
  await expect(card(page, "Total Revenue")).toContainText("$0.00");
  await expect(page.getByRole("tabpanel").getByTestId("stat-card")).toHaveCount(5);
  await expect(page.getByTestId("trend")).toHaveCount(0);
  await expect(page.getByRole("tabpanel")).not.toContainText("from last month");
  await expectNoAxeViolations(page, { exclude: ["[data-sonner-toaster]"] });
  await partner.admin.dispose();
});

test("after one payout the cards, the table and the summary agree to the cent, and the statement is a PDF", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const partner = await createActivePartner("ledger-paid");
  const admin = partner.admin;
  const rate = await admin.put(`/api/admin/partners/${partner.partnerId}/commission-rate`, {
    data: { commissionRate: 12.5 },
  });
  expect(rate.ok(), await rate.text()).toBe(true);
  const api = await openPartnerApi(partner.email);
  // 12.5 % of each: 125.0125, 250.025 and 416.66625, rounded once each, half away from zero.
  const customers: string[] = [];
  for (const [i, value] of [1000.1, 2000.2, 3333.33].entries()) {
    const { customer, domain } = uniqueCustomer(`Ledger ${i}`);
    customers.push(customer);
    const id = await registerDeal(api, dealBody(customer, domain, value));
    await postAsAdmin(admin, `/api/admin/deals/${id}/approve`);
    const staged = await postAsAdmin(admin, `/api/admin/deals/${id}/stage`, { stage: "closed_won" });
    await postAsAdmin(admin, `/api/admin/commissions/${String(staged.commissionId)}/approve`);
  }

  await signInThroughPage(page, partner.email);
  await openDashboardTab(page, "Commissions");
  await requestPaymentThroughPreview(page);
  await expect(toastWithText(page, "Payment requested: $791.71")).toBeVisible();
  const payouts = (await (await api.get("/api/partners/payouts")).json()) as {
    payouts: { id: string; amountMinor: number; commissionIds: string[] }[];
  };
  expect(payouts.payouts).toHaveLength(1);
  expect(payouts.payouts[0]).toMatchObject({ amountMinor: 79_171 });
  expect(payouts.payouts[0]!.commissionIds).toHaveLength(3);

  const today = new Date().toISOString().slice(0, 10);
  const reference = `WIRE-${Date.now().toString(36).toUpperCase()}`;
  await postAsAdmin(admin, `/api/admin/payouts/${payouts.payouts[0]!.id}/paid`, {
    paymentReference: reference,
    payoutDate: today,
  });

  await openDashboardTab(page, "Overview");
  await openDashboardTab(page, "Commissions");
  const summary = (await (await api.get("/api/partners/commissions/summary")).json()) as Record<
    string,
    unknown
  >;
  expect(summary).toMatchObject({
    reportingCurrency: "USD",
    byCurrency: [
      {
        currency: "USD",
        earnedMinor: 79171,
        paidMinor: 79171,
        thisMonthMinor: 79171,
        awaitingPaymentMinor: 0,
        pendingApprovalMinor: 0,
      },
    ],
  });
  const exact = async (label: string) =>
    cents((await card(page, label).locator("[title]").getAttribute("title")) ?? "");
  expect(await exact("Total Earned")).toBe(79171);
  expect(await exact("Paid to Date")).toBe(79171);
  expect(await exact("This Month")).toBe(79171);
  expect(await exact("Awaiting Payment")).toBe(0);
  expect(await exact("Pending Approval")).toBe(0);
  const amounts = await page.getByTestId("commission-amount").allInnerTexts();
  expect(amounts.map(cents).sort((a, b) => a - b)).toEqual([12501, 25003, 41667]);
  expect(amounts.map(cents).reduce((sum, value) => sum + value, 0)).toBe(79171);
  for (const customer of customers)
    await expect(page.getByTestId("commission-row").filter({ hasText: customer })).toContainText("Paid");
  await expectNoAxeViolations(page, { exclude: ["[data-sonner-toaster]"] });

  const link = page
    .getByTestId("commission-row")
    .filter({ hasText: customers[0]! })
    .getByRole("link", { name: /Statement/ });
  const href = (await link.getAttribute("href"))!;
  const pdf = await page.request.get(href);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");

  // The console: the paid payout links the same statement, and the partner page shows the same figures.
  const team = await openSignedInAdminPage(browser);
  await team.goto("/admin/payouts?status=paid");
  await expect(
    team.getByRole("link", { name: `Statement for ${partner.company} (PDF)` }).first(),
  ).toBeVisible();
  const teamPdf = await team.request.get(`/api/admin/payouts/${payouts.payouts[0]!.id}/statement`);
  expect(teamPdf.headers()["content-type"]).toBe("application/pdf");
  await expectNoAxeViolations(team, { exclude: ["[data-sonner-toaster]"] });
  await team.goto(`/admin/partners/${partner.partnerId}`);
  const figures = team
    .getByRole("region", { name: "Commissions" })
    .or(team.locator("section", { has: team.getByRole("heading", { name: "Commissions", exact: true }) }));
  await expect(figures.first()).toContainText("$791.71");
  await expectNoAxeViolations(team, { exclude: ["[data-sonner-toaster]"] });
  await team.context().close();
  await api.dispose();
  await admin.dispose();
});
