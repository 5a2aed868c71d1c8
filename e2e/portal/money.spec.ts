import { expect, test, type APIRequestContext, type Page } from "../support/test";
import { convertMinor, formatMoney } from "@/lib/money";
import { expectNoAxeViolations } from "../support/axe";
import { postAsAdmin } from "../support/admin-api";
import { openDashboardTab } from "../support/dashboard-tabs";
import { dealBody, registerDeal, uniqueCustomer } from "../support/deals";
import { createActivePartner } from "../support/partners";
import { openPartnerApi, openSignedInAdminPage, signInThroughPage } from "../support/sign-in";

// Deals in euros and yen beside dollars, as a partner and the programme team see them: every
// amount carries its own currency's symbol, no card adds two currencies, and the converted
// revenue states how it was converted.

const card = (page: Page, label: string) =>
  page
    .getByRole("tabpanel")
    .locator("div.rounded-xl", { has: page.getByText(label, { exact: true }) })
    .first();
const exactOf = async (page: Page, label: string) =>
  (await card(page, label).locator("[title]").getAttribute("title")) ?? "";

/** The rate of base→USD in force today among those entered (the latest start on or before today). */
async function rateToday(admin: APIRequestContext, base: string): Promise<string> {
  const today = new Date().toISOString().slice(0, 10);
  const list = (await (await admin.get("/api/admin/exchange-rates")).json()) as {
    rates: { base: string; quote: string; rate: string; effectiveFrom: string; createdAt: string }[];
  };
  const found = list.rates
    .filter((rate) => rate.base === base && rate.quote === "USD" && rate.effectiveFrom <= today)
    .sort((a, b) =>
      a.effectiveFrom === b.effectiveFrom
        ? b.createdAt.localeCompare(a.createdAt)
        : b.effectiveFrom.localeCompare(a.effectiveFrom),
    )[0];
  return found!.rate;
}

test("EUR and JPY deals show their own currency on the partner's and the team's screens", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const partner = await createActivePartner("money");
  const admin = partner.admin;
  const rate = await admin.put(`/api/admin/partners/${partner.partnerId}/commission-rate`, {
    data: { commissionRate: 15 },
  });
  expect(rate.ok(), await rate.text()).toBe(true);
  const from = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);
  for (const [base, value] of [
    ["EUR", "1.08"],
    ["JPY", "0.0066"],
  ] as const) {
    const added = await admin.put("/api/admin/exchange-rates", {
      data: { base, quote: "USD", rate: value, effectiveFrom: from },
    });
    expect(added.ok(), await added.text()).toBe(true);
  }

  // EUR 80,000.00 and JPY 4,999,999, registered by the partner and won.
  const api = await openPartnerApi(partner.email);
  const euro = uniqueCustomer("Euro Werke");
  const yen = uniqueCustomer("Yen Kogyo");
  const ids: Record<string, string> = {};
  for (const [key, deal, value, currency] of [
    ["EUR", euro, 80_000, "EUR"],
    ["JPY", yen, 4_999_999, "JPY"],
  ] as const) {
    ids[key] = await registerDeal(api, { ...dealBody(deal.customer, deal.domain, value), currency } as never);
    await postAsAdmin(admin, `/api/admin/deals/${ids[key]}/approve`);
  }
  // A yen value with a fraction is refused, not rounded.
  const fraction = await api.post("/api/partners/deals", {
    data: {
      ...dealBody(uniqueCustomer("Fraction").customer, uniqueCustomer("Fraction").domain, 1.5),
      currency: "JPY",
    },
  });
  expect(fraction.status()).toBe(400);
  expect(await fraction.text()).toContain("JPY has no fractions");

  // The team's console before the win: deal queue and deal page in the deal's currency.
  const team = await openSignedInAdminPage(browser);
  await team.goto(`/admin/deals?status=approved&q=${encodeURIComponent(euro.customer)}`);
  await expect(team.getByRole("row").filter({ hasText: euro.customer })).toContainText("€80,000.00");
  await team.goto(`/admin/deals/${ids.JPY}`);
  await expect(team.getByText("¥4,999,999").first()).toBeVisible();
  await expect(team.locator("main")).not.toContainText("$4,999,999");

  const commissions: string[] = [];
  for (const id of [ids.EUR!, ids.JPY!]) {
    const won = await postAsAdmin(admin, `/api/admin/deals/${id}/stage`, { stage: "closed_won" });
    commissions.push(String(won.commissionId));
  }

  // The Commissions queue asks the team to approve €12,000.00 and ¥750,000, not dollars.
  await team.goto("/admin/commissions");
  await expect(team.getByRole("row").filter({ hasText: euro.customer })).toContainText("€12,000.00");
  await expect(team.getByRole("row").filter({ hasText: yen.customer })).toContainText("¥750,000");
  await expect(team.locator("main")).not.toContainText("$750,000.00");
  await expectNoAxeViolations(team, { exclude: ["[data-sonner-toaster]"] });
  for (const id of commissions) await postAsAdmin(admin, `/api/admin/commissions/${id}/approve`);

  // The partner: deal cards abbreviate in the deal's currency, details are exact.
  await signInThroughPage(page, partner.email);
  await openDashboardTab(page, "Deals");
  const euroCard = page.getByTestId("deal-card").filter({ hasText: euro.customer });
  const yenCard = page.getByTestId("deal-card").filter({ hasText: yen.customer });
  await expect(euroCard).toContainText("€80.0K");
  await expect(yenCard).toContainText("¥5.0M");
  await expect(page.getByRole("tabpanel")).not.toContainText("$80.0K");
  await expect(page.getByRole("tabpanel")).not.toContainText("$5.0M");

  // Commissions: each card lists each currency's own amount, never one added figure.
  await openDashboardTab(page, "Commissions");
  expect(await exactOf(page, "Total Earned")).toBe("€12,000.00 · ¥750,000");
  expect(await exactOf(page, "Awaiting Payment")).toBe("€12,000.00 · ¥750,000");
  expect(await exactOf(page, "Paid to Date")).toBe("€0.00");
  await expect(page.getByTestId("commission-row").filter({ hasText: yen.customer })).toContainText(
    "¥750,000",
  );

  // Overview: revenue in USD at each deal's win-date rate, the rule stated beside it.
  await openDashboardTab(page, "Overview");
  const revenue =
    convertMinor(8_000_000, "EUR", "USD", await rateToday(admin, "EUR")) +
    convertMinor(4_999_999, "JPY", "USD", await rateToday(admin, "JPY"));
  expect(await exactOf(page, "Total Revenue")).toBe(formatMoney(revenue, "USD"));
  await expect(card(page, "Total Revenue")).toContainText("each at the rate of its win date");
  expect(await exactOf(page, "Pending Commission")).toBe("€12,000.00 · ¥750,000");
  await expect(page.getByTestId("tier-revenue-basis")).toContainText("converted at the exchange rate");
  await expectNoAxeViolations(page, { exclude: ["[data-sonner-toaster]"] });

  // The console's partner page shows the partner's figures, per currency.
  await team.goto(`/admin/partners/${partner.partnerId}`);
  await expect(team.getByTestId("partner-commission-figures")).toContainText("€12,000.00 · ¥750,000");
  await team.close();
  await api.dispose();
  await admin.dispose();
});
