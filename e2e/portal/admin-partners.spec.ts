import fs from "node:fs/promises";
import { expect, test } from "../support/test";
import { adminAccount, uniqueSuffix } from "../support/identities";
import { createActivePartner } from "../support/partners";
import { samplePdf } from "../support/registration";
import { signInThroughApi } from "../support/sign-in";

// A partner's page in the console: the team records a commission, marks it paid with a
// payment reference, and the partner sees it as paid on their own dashboard; standing
// changes (tier, certification) are audited; documents only ever download. And the
// partner's own session gets no console page and no admin API.

test.describe.configure({ mode: "serial" });

// One partner for every test of the file: registrations are rate limited per address, and
// the whole end-to-end suite comes from one.
const company = `Paid Partners ${uniqueSuffix()}`;
let partner: Awaited<ReturnType<typeof createActivePartner>>;
test.beforeAll(async () => {
  partner = await createActivePartner("partner", {
    company,
    attachments: [{ name: "capabilities.pdf", mimeType: "application/pdf", buffer: samplePdf }],
  });
});

test("a commission marked paid in the console shows as paid on the partner's dashboard", async ({
  page,
  browser,
}) => {
  await signInThroughApi(page, adminAccount.email, adminAccount.password);
  await page.goto(`/admin/partners?q=${encodeURIComponent(company)}`);
  await page.getByRole("link", { name: company }).click();
  await expect(page.getByRole("heading", { name: company, level: 1 })).toBeVisible();

  // A deal first, so the commission can name it.
  // The partner page's own section tabs (the console menu has a Deals entry too).
  await page
    .getByRole("navigation", { name: "Partner sections" })
    .getByRole("link", { name: "Deals" })
    .click();
  await page.getByRole("button", { name: "Add deal" }).click();
  const dealForm = page.getByRole("form", { name: "Add a deal" });
  await dealForm.getByLabel("Customer").fill("Woodgrove Bank");
  await dealForm.getByLabel("Deal size (USD)").fill("48000");
  await dealForm.getByLabel("Protection expires").fill("2030-06-30");
  await dealForm.getByRole("button", { name: "Add deal" }).click();
  await expect(page.getByText("The deal was added.")).toBeVisible();
  await expect(page.getByRole("row", { name: /Woodgrove Bank/ }).getByText("30 Jun 2030")).toBeVisible();

  await page.getByRole("link", { name: "Commissions" }).click();
  await page.getByRole("button", { name: "Add commission" }).click();
  const commissionForm = page.getByRole("form", { name: "Add a commission" });
  await commissionForm.getByLabel("Deal").selectOption({ index: 1 }); // 0 is "None"
  await commissionForm.getByLabel("Amount (USD)").fill("4800");
  await commissionForm.getByLabel("Rate (%)").fill("10");
  await commissionForm.getByRole("button", { name: "Add commission" }).click();
  await expect(page.getByText("The commission was added.")).toBeVisible();
  const row = page.getByRole("row", { name: /Woodgrove Bank/ });
  await expect(row.getByText("Pending")).toBeVisible();

  await row.getByRole("button", { name: /^Mark commission .* paid$/ }).click();
  const paidForm = page.getByRole("form", { name: "Mark commission paid" });
  await paidForm.getByRole("button", { name: "Mark paid" }).click();
  await expect(
    paidForm.getByText("A payment reference is required to mark a commission paid."),
  ).toBeVisible();
  await paidForm.getByLabel("Payment reference").fill("PAY-2025-0042");
  await paidForm.getByLabel("Paid on").fill("2025-03-31");
  await paidForm.getByRole("button", { name: "Mark paid" }).click();
  await expect(page.getByText("Commission marked paid.")).toBeVisible();
  await expect(row.getByText("Paid", { exact: true })).toBeVisible();
  await expect(row.getByText("PAY-2025-0042")).toBeVisible();

  // The partner's own view: the API, and the dashboard's Commissions tab.
  const partnerContext = await browser.newContext();
  const partnerPage = await partnerContext.newPage();
  await signInThroughApi(partnerPage, partner.email, partner.password);
  const { commissions } = (await (await partnerPage.request.get("/api/partners/commissions")).json()) as {
    commissions: unknown[];
  };
  expect(commissions).toEqual([
    expect.objectContaining({
      status: "paid",
      paymentReference: "PAY-2025-0042",
      dealId: expect.objectContaining({ customerName: "Woodgrove Bank" }),
    }),
  ]);
  await partnerPage.goto("/partner-portal/dashboard");
  await partnerPage.getByRole("tab", { name: "Commissions" }).click();
  const paidRow = partnerPage.getByRole("row", { name: /Woodgrove Bank/ });
  await expect(paidRow.getByText(/paid/i)).toBeVisible();
  // Paid by hand, outside a payout request: the row shows the payment date, and no statement
  // (a statement belongs to a paid payout); the reference is in the API answer above.
  await expect(paidRow.getByText("31 Mar 2025")).toBeVisible();
  await expect(paidRow.getByRole("link", { name: /Statement/ })).toHaveCount(0);
  await partnerContext.close();
});

test("pinning a partner's tier and changing its certification are recorded in its audit trail", async ({
  page,
}) => {
  await signInThroughApi(page, adminAccount.email, adminAccount.password);
  await page.goto(`/admin/partners/${partner.partnerId}`);
  // The standing form has no tier: a tier is earned, or pinned with a reason and an end date.
  const standing = page.getByRole("form", { name: "Partner standing" });
  await expect(standing.getByLabel("Tier")).toHaveCount(0);
  await standing.getByLabel("Certification status").selectOption("certified");
  await standing.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Partner updated.")).toBeVisible();

  const pin = page.getByRole("form", { name: "Pin the tier" });
  await pin.getByLabel("Pin to tier").selectOption("gold");
  await pin.getByLabel("Reason").fill("Launch partner for the Nordics");
  const nextMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  await pin.getByLabel("Until (the end of this day, UTC)").fill(nextMonth);
  await pin.getByRole("button", { name: "Pin tier" }).click();
  await expect(page.getByText("Tier pinned.")).toBeVisible();

  await page.reload();
  const trail = page.locator("section", { has: page.getByRole("heading", { name: "Audit trail" }) });
  await expect(trail.getByText(/Launch partner for the Nordics/)).toBeVisible();
  await expect(trail.getByText(/Certification status: Pending → Certified/)).toBeVisible();
  await expect(trail.getByText(new RegExp(`by ${adminAccount.email}`)).first()).toBeVisible();
  await expect(page.getByText("Tier: Gold")).toBeVisible();
});

test("a registration's document downloads as an attachment, never inline", async ({ page }) => {
  await signInThroughApi(page, adminAccount.email, adminAccount.password);
  await page.goto(`/admin/partners/${partner.partnerId}`);

  const link = page.getByRole("link", { name: "capabilities.pdf" });
  const href = await link.getAttribute("href");
  const response = await page.request.get(href ?? "");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-disposition"]).toMatch(/^attachment; filename="capabilities\.pdf"/);
  expect(response.headers()["x-content-type-options"]).toBe("nosniff");

  const downloadStarted = page.waitForEvent("download");
  await link.click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toBe("capabilities.pdf");
  expect(await fs.readFile(await download.path())).toEqual(samplePdf);
  await expect(page).toHaveURL(/\/admin\/partners\//);
});

test("a partner's session never gets a console page, and every admin endpoint answers 403", async ({
  page,
}) => {
  await signInThroughApi(page, partner.email, partner.password);

  const response = await page.goto("/admin/claims");
  expect(page.url()).not.toContain("/admin");
  expect(response?.status()).toBeLessThan(500);
  await expect(page.getByRole("navigation", { name: "Console" })).toHaveCount(0);

  const calls = [
    page.request.get("/api/admin/claims"),
    page.request.get("/api/admin/enquiries"),
    page.request.get("/api/admin/enquiries/export"),
    page.request.get("/api/admin/outbox?view=failing"),
    page.request.get(`/api/admin/partners/${partner.partnerId}`),
    page.request.post("/api/admin/invitations", {
      data: { email: "someone@example.com", companyName: "Sneaky Co" },
    }),
    page.request.patch(`/api/admin/partners/${partner.partnerId}`, { data: { tier: "platinum" } }),
    page.request.post(`/api/admin/partners/${partner.partnerId}/commissions`, {
      data: { amount: 1_000_000, rate: 50 },
    }),
  ];
  for (const answer of await Promise.all(calls)) {
    expect(answer.status(), answer.url()).toBe(403);
    expect(await answer.json()).toMatchObject({ success: false, error: "Admin access required." });
  }
});
