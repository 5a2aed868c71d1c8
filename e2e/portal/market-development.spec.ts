import { expect, test } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";
import { partnerWithMdfBudget, pdfBytes } from "../support/mdf";
import { postAsAdmin } from "../support/admin-api";
import { openDashboardTab, requestPaymentThroughPreview, toastWithText } from "../support/dashboard-tabs";
import { fillDealForm, uniqueCustomer } from "../support/deals";
import { openPartnerApi, openSignedInAdminPage, signInThroughPage } from "../support/sign-in";

// Market development from request to payment: the partner requests funds on the budget page,
// the team approves in the console, the partner claims with a proof file, the team approves
// the claim, and the reimbursement is paid with the partner's payout request.

test("request → approval → claim with a file → approval → payout", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const partner = await partnerWithMdfBudget("mdf");
  const title = `Webinar ${Date.now()}`;
  const today = new Date().toISOString().slice(0, 10);

  await signInThroughPage(page, partner.email);
  await page.goto("/partner-portal/dashboard/market-development");
  await expect(page.getByRole("heading", { level: 1, name: "Market development" })).toBeVisible();
  await expect(page.getByTestId("mdf-budget")).toContainText("$5,000.00");
  const form = page.getByRole("form", { name: "Request funds" });
  await form.getByRole("button", { name: "Request funds" }).click();
  await expect(form).toContainText("Choose the kind of activity.");
  await form.getByLabel("Activity").selectOption("webinar");
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Description").fill("Three webinars for finance leaders.");
  await form.getByLabel("Start date").fill(today);
  await form.getByLabel("End date").fill(today);
  await form.getByLabel("Amount (USD)").fill("6000");
  await form.getByRole("button", { name: "Request funds" }).click();
  await expect(form.getByRole("alert")).toContainText("$5,000.00 remains");
  await form.getByLabel("Amount (USD)").fill("2000");
  await form
    .getByLabel(/Plan file/)
    .setInputFiles({ name: "webinar-plan.pdf", mimeType: "application/pdf", buffer: pdfBytes() });
  await expectNoAxeViolations(page, { exclude: ["[data-sonner-toaster]"] });
  await form.getByRole("button", { name: "Request funds" }).click();
  await expect(toastWithText(page, "Request sent")).toBeVisible();
  const activity = page.getByTestId("mdf-requests").getByRole("listitem").filter({ hasText: title });
  await expect(activity).toContainText("Awaiting decision");
  await expect(activity.getByRole("link", { name: "webinar-plan.pdf" })).toBeVisible();
  await expect(page.getByTestId("mdf-budget")).toContainText("$3,000.00");

  // The team approves it in full in the console.
  const team = await openSignedInAdminPage(browser);
  await team.goto("/admin/market-development");
  await expect(team.getByRole("heading", { level: 1, name: "Market development" })).toBeVisible();
  await expectNoAxeViolations(team);
  const row = team.getByRole("row").filter({ hasText: title });
  // The team downloads the plan file the partner attached.
  const [plan] = await Promise.all([
    team.waitForEvent("download"),
    row.getByRole("link", { name: "webinar-plan.pdf" }).click(),
  ]);
  expect(plan.suggestedFilename()).toBe("webinar-plan.pdf");
  await row.getByRole("button", { name: "Approve" }).click();
  await expect(toastWithText(team, "approved")).toBeVisible();

  // The partner claims with an invoice, on a phone.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.reload();
  await expect(activity).toContainText("Approved");
  const claim = activity.getByRole("form", { name: "Claim funds" });
  await claim.getByLabel("Actual spend (USD)").fill("1800");
  await claim.getByLabel("Results").fill("212 attendees, 35 leads.");
  await claim
    .getByLabel(/Proof files/)
    .setInputFiles({ name: "invoice.pdf", mimeType: "application/pdf", buffer: pdfBytes() });
  await expectNoAxeViolations(page, { exclude: ["[data-sonner-toaster]"] });
  await claim.getByRole("button", { name: "Send claim" }).click();
  await expect(toastWithText(page, "Claim sent")).toBeVisible();
  await expect(activity).toContainText("Claim under review");

  // The team sees the proof file and approves the claim.
  await team.reload();
  const claimRow = team.getByRole("row").filter({ hasText: title });
  await expect(claimRow.getByRole("link", { name: "invoice.pdf" })).toBeVisible();
  await claimRow.getByRole("button", { name: "Approve" }).click();
  await expect(toastWithText(team, "approved")).toBeVisible();
  await team.goto("/admin/market-development?status=all");
  await expect(team.getByRole("region", { name: /spend and return/ })).toContainText("$1,800.00");

  // The reimbursement is paid with the next payout request (it alone passes the minimum).
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/partner-portal/dashboard");
  await openDashboardTab(page, "Commissions");
  await requestPaymentThroughPreview(page);
  const api = await openPartnerApi(partner.email);
  const payouts = (await (await api.get("/api/partners/payouts")).json()) as {
    payouts: { id: string; amountMinor: number; status: string }[];
  };
  await api.dispose();
  expect(payouts.payouts[0]).toMatchObject({ amountMinor: 180_000, status: "requested" });
  await postAsAdmin(partner.admin, `/api/admin/payouts/${payouts.payouts[0]!.id}/paid`, {
    paymentReference: "MDF-E2E-1",
    payoutDate: today,
  });
  await page.goto("/partner-portal/dashboard/market-development");
  await expect(activity).toContainText("Reimbursed");
  await expect(page.getByTestId("mdf-budget")).toContainText("$1,800.00");
});

test("a deal registered as sourced by an activity shows in the activity's pipeline", async ({ page }) => {
  test.setTimeout(120_000);
  const partner = await partnerWithMdfBudget("mdf-deal");
  const title = `Roadshow ${Date.now()}`;
  const today = new Date().toISOString().slice(0, 10);
  const api = await openPartnerApi(partner.email);
  const created = await api.post("/api/partners/mdf/requests", {
    data: {
      activityType: "event",
      title,
      description: "A roadshow in three cities.",
      startDate: today,
      endDate: today,
      amountMinor: 100_000,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const requestId = ((await created.json()) as { request: { id: string } }).request.id;
  await api.dispose();
  await postAsAdmin(partner.admin, `/api/admin/mdf/requests/${requestId}/approve`, {});

  await signInThroughPage(page, partner.email);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/partner-portal/dashboard/deals?new=deal");
  const customer = uniqueCustomer("Roadshow");
  const form = await fillDealForm(page, { customer: customer.customer, website: customer.domain });
  await form.getByLabel("Sourced by a market development activity").selectOption({ label: title });
  await expectNoAxeViolations(page, { exclude: ["[data-sonner-toaster]"] });
  await form.getByRole("button", { name: /Submit/ }).click();
  await expect(form).toBeHidden();

  await page.goto("/partner-portal/dashboard/market-development");
  const activity = page.getByTestId("mdf-requests").getByRole("listitem").filter({ hasText: title });
  await expect(activity).toContainText("1 deal sourced, pipeline $5,000.00");
});
