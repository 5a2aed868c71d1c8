import { expect, test, type Page } from "../support/test";
import { formatDay } from "@/lib/dates";
import { expectNoAxeViolations } from "../support/axe";
import { openDashboardTab } from "../support/dashboard-tabs";
import { dealBody, fillDealForm, registerDeal, uniqueCustomer } from "../support/deals";
import { createActivePartner } from "../support/partners";
import { openPartnerApi, signInThroughPage } from "../support/sign-in";

// What the partner reads about their deals, at a laptop's and a phone's size: the Overview's
// points, a status filter offering every status, no win probability on a rejected or
// withdrawn deal, the details' decision maker email, protection end and commission, and a
// refused registration (the customer the partner already holds) brought into view.

const viewports = [
  { name: "laptop", width: 1366, height: 900 },
  { name: "phone", width: 375, height: 812 },
] as const;

const statusLabels = [
  "All Statuses",
  "Pending",
  "In Review",
  "Approved",
  "Closed Won",
  "Closed Lost",
  "Rejected",
  "Withdrawn",
];

async function showStatus(page: Page, label: string) {
  await page.getByLabel("Filter by status").selectOption({ label });
}

test("deal screens: points, every status, no probability when refused, full details, a 409 in view", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const partner = await createActivePartner("details");
  const held = uniqueCustomer("Tailspin");
  const refused = uniqueCustomer("Wingtip");
  const withdrawn = uniqueCustomer("Proseware");
  const api = await openPartnerApi(partner.email);
  const heldId = await registerDeal(api, dealBody(held.customer, held.domain));
  const refusedId = await registerDeal(api, dealBody(refused.customer, refused.domain));
  const withdrawnId = await registerDeal(api, dealBody(withdrawn.customer, withdrawn.domain));
  for (const [path, data] of [
    [`/api/admin/deals/${heldId}/approve`, {}],
    [`/api/admin/deals/${refusedId}/reject`, { reason: "Outside the programme's regions." }],
  ] as const) {
    const response = await partner.admin.post(path, { data });
    expect(response.ok(), await response.text()).toBe(true);
  }
  expect((await api.post(`/api/partners/deals/${withdrawnId}/withdraw`)).ok()).toBe(true);
  const points = await partner.admin.patch(`/api/admin/partners/${partner.partnerId}`, {
    data: { points: 1250 },
  });
  expect(points.ok(), await points.text()).toBe(true);
  const heldDeal = (await (await api.get(`/api/partners/deals/${heldId}`)).json()) as {
    deal: { protectionExpires: string };
  };
  await api.dispose();

  await signInThroughPage(page, partner.email);
  for (const viewport of viewports) {
    await test.step(viewport.name, async () => {
      await page.setViewportSize(viewport);
      await openDashboardTab(page, "Overview");
      const pointsCard = page.getByTestId("stat-card").filter({ hasText: "Partner Points" });
      await expect(pointsCard).toContainText("1,250");
      await expect(pointsCard).toBeVisible();
      await expectNoAxeViolations(page);

      await openDashboardTab(page, "Deals");
      await expect(page.getByLabel("Filter by status").locator("option")).toHaveText(statusLabels);
      const cards = page.getByTestId("deal-card");
      for (const [label, customer] of [
        ["Rejected", refused.customer],
        ["Withdrawn", withdrawn.customer],
      ] as const) {
        await showStatus(page, label);
        await expect(cards).toHaveCount(1);
        await expect(cards.first()).toContainText(customer);
        await expect(cards.first()).not.toContainText("Probability");
        await expect(cards.first().getByRole("progressbar")).toHaveCount(0);
      }
      await showStatus(page, "Approved");
      const card = cards.filter({ hasText: held.customer });
      await expect(card).toContainText("Probability10%");
      await expectNoAxeViolations(page);

      await card.getByRole("button", { name: `View details of ${held.customer}` }).click();
      const details = page.getByRole("dialog", { name: held.customer });
      await expect(details).toContainText("Decision maker emaildana@customer.example");
      await expect(details).toContainText(`Protection ends${formatDay(heldDeal.deal.protectionExpires)}`);
      await expect(details).toContainText("Commission$500.00 (10%) when won");
      await expect(details).toContainText("Probability10%");
      await expectNoAxeViolations(page);
      await page.keyboard.press("Escape");
      await expect(details).toBeHidden();

      // The same customer again: the refusal is at the top of a long form, the button at its foot.
      await showStatus(page, "All Statuses");
      await page.getByRole("button", { name: "New Deal" }).click();
      const form = await fillDealForm(page, { customer: held.customer, website: held.domain });
      await form.getByRole("button", { name: "Submit Deal" }).click();
      const error = form.getByTestId("form-error");
      await expect(error).toContainText("You have already registered this customer.");
      await expect(error).toBeFocused();
      await expect(error).toBeInViewport();
      await expectNoAxeViolations(page);
      await form.getByRole("button", { name: "View the existing deal" }).click();
      await expect(page.getByRole("dialog", { name: held.customer })).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog", { name: held.customer })).toBeHidden();
    });
  }
});

test("a rejected deal's details show no probability and no commission", async ({ page }) => {
  test.setTimeout(120_000);
  const partner = await createActivePartner("refused");
  const refused = uniqueCustomer("Fourth Coffee");
  const api = await openPartnerApi(partner.email);
  const refusedId = await registerDeal(api, dealBody(refused.customer, refused.domain));
  await api.dispose();
  const response = await partner.admin.post(`/api/admin/deals/${refusedId}/reject`, {
    data: { reason: "A direct customer already." },
  });
  expect(response.ok(), await response.text()).toBe(true);

  await signInThroughPage(page, partner.email);
  await openDashboardTab(page, "Deals");
  const card = page.getByTestId("deal-card").filter({ hasText: refused.customer });
  await card.getByRole("button", { name: `View details of ${refused.customer}` }).click();
  const details = page.getByRole("dialog", { name: refused.customer });
  await expect(details).toContainText("Status: Pending → Rejected");
  await expect(details).not.toContainText("Probability");
  await expect(details).toContainText("CommissionNone");
  await expect(details).toContainText("Protection endsNot protected");
  await expectNoAxeViolations(page);
});
