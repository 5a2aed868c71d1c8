import { expect, test } from "../support/test";
import { openAdminApi, postAsAdmin } from "../support/admin-api";
import { expectNoAxeViolations } from "../support/axe";
import { toastWithText } from "../support/dashboard-tabs";
import { dealBody, registerDeal, uniqueCustomer } from "../support/deals";
import { adminAccount } from "../support/identities";
import { createActivePartner } from "../support/partners";
import { openPartnerApi, signInThroughApi } from "../support/sign-in";

// Earned tiers end to end: the team lowers Gold's threshold in the console, a partner's won
// deal crosses it (earning the rate of the tier it was won in), the partner's Overview shows
// Gold with its rate and the way to Platinum, and the next won deal earns Gold's rate.

test("a won deal crossing the lowered Gold threshold promotes the partner, and the next deal earns Gold's rate", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const admin = await openAdminApi();
  const original = (await (await admin.get("/api/admin/tiers")).json()) as Record<string, unknown>;
  const partner = await createActivePartner("tiers");
  try {
    await signInThroughApi(page, adminAccount.email, adminAccount.password);
    await page.goto("/admin/tiers");
    await expect(page.getByRole("heading", { level: 1, name: "Tiers" })).toBeVisible();
    await expectNoAxeViolations(page);
    const form = page.getByRole("form", { name: "Tier rules" });
    const field = (tier: string, label: string) => form.getByLabel(`${tier}: ${label}`);

    // Gold below Silver is refused with the server's message, and nothing is saved.
    await field("Gold", "Won revenue, 12 months").fill("6000");
    await form.getByRole("button", { name: "Save tier rules" }).click();
    await expect(form.getByRole("alert")).toContainText("A tier cannot require less than the tier below it");
    await expectNoAxeViolations(page);

    // Silver and Gold lowered: Gold at $6,000 and one won deal.
    await field("Silver", "Won revenue, 12 months").fill("5000");
    await field("Silver", "Won deals, 12 months").fill("1");
    await field("Silver", "Certifications").fill("0");
    await field("Gold", "Won deals, 12 months").fill("1");
    await field("Gold", "Certifications").fill("0");
    await form.getByRole("button", { name: "Save tier rules" }).click();
    await expect(toastWithText(page, "Tier rules saved.")).toBeVisible();
    await page.reload();
    await expect(field("Gold", "Won revenue, 12 months")).toHaveValue("6000");
    await expectNoAxeViolations(page);

    // An $8,000 deal won while Bronze earns Bronze's 10 %, and crosses Gold's threshold.
    const api = await openPartnerApi(partner.email);
    const win = async (value: number) => {
      const { customer, domain } = uniqueCustomer("Fabrikam");
      const id = await registerDeal(api, dealBody(customer, domain, value));
      await postAsAdmin(admin, `/api/admin/deals/${id}/approve`);
      await postAsAdmin(admin, `/api/admin/deals/${id}/stage`, { stage: "closed_won" });
      return id;
    };
    const first = await win(8000);
    await page.goto(`/admin/deals/${first}`);
    await expect(page.getByText(/^\$800(\.00)? at 10% \(pending\)$/)).toBeVisible();
    await page.goto(`/admin/partners/${partner.partnerId}`);
    await expect(page.getByTestId("console-tier-history")).toContainText("Gold");
    await expectNoAxeViolations(page);

    // The partner's Overview: the Gold badge, its rate, and the way to Platinum in words.
    await page.context().clearCookies();
    await signInThroughApi(page, partner.email, partner.password);
    await page.goto("/partner-portal/dashboard");
    await expect(page.getByTestId("tier-badge")).toHaveText("Gold");
    await expect(page.getByTestId("tier-benefits")).toContainText("20%");
    await expect(page.getByText("$8,000.00 of $1,000,000.00 won revenue to Platinum")).toBeVisible();
    await expect(
      page.getByRole("progressbar", { name: "$8,000.00 of $1,000,000.00 won revenue to Platinum" }),
    ).toBeVisible();
    await page.getByText("Tier history").click();
    await expect(page.getByTestId("tier-history")).toContainText("Promoted from Bronze to Gold");
    await expectNoAxeViolations(page);

    // The next won deal earns Gold's 20 %.
    const second = await win(1000);
    await api.dispose();
    const commissions = (await (await page.request.get("/api/partners/commissions")).json()) as {
      commissions: { rate: number; tier: string | null }[];
    };
    // Each line keeps the rate and the tier it was earned in.
    expect(commissions.commissions.map((line) => `${line.rate}% ${line.tier}`).sort()).toEqual([
      "10% bronze",
      "20% gold",
    ]);
    await page.context().clearCookies();
    await signInThroughApi(page, adminAccount.email, adminAccount.password);
    await page.goto(`/admin/deals/${second}`);
    await expect(page.getByText(/^\$200(\.00)? at 20% \(pending\)$/)).toBeVisible();
  } finally {
    const { currency, graceDays, tiers } = original;
    const restored = await admin.put("/api/admin/tiers", { data: { currency, graceDays, tiers } });
    expect(restored.ok(), await restored.text()).toBe(true);
    await admin.dispose();
    await partner.admin.dispose();
  }
});
