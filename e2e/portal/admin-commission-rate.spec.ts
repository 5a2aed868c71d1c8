import { expect, test } from "../support/test";
import { postAsAdmin } from "../support/admin-api";
import { expectNoAxeViolations } from "../support/axe";
import { toastWithText } from "../support/dashboard-tabs";
import { dealBody, registerDeal, uniqueCustomer } from "../support/deals";
import { adminAccount } from "../support/identities";
import { createActivePartner } from "../support/partners";
import { openPartnerApi, signInThroughApi } from "../support/sign-in";

// A partner's own commission rate in the console: the page shows the effective rate, the
// team sets a rate of its own (0-100 %, up to 2 decimals), a deal closed won afterwards
// earns it, and clearing the rate returns the partner to its tier's.

test("the team sets a partner's own commission rate, a won deal earns it, and clearing it returns to the tier's rate", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const partner = await createActivePartner("rate");
  await signInThroughApi(page, adminAccount.email, adminAccount.password);
  await page.goto(`/admin/partners/${partner.partnerId}`);
  const form = page.getByRole("form", { name: "Commission rate" });
  const effective = page.getByTestId("effective-rate");
  await expect(effective).toHaveText("Effective rate: 10% (the Bronze tier's rate)");
  await expect(form.getByRole("button", { name: "Use tier rate" })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Bad rates are refused with the field's message before anything is sent.
  for (const bad of ["12.345", "100.5", "-1", ""]) {
    await form.getByLabel("Own rate (%)").fill(bad);
    await form.getByRole("button", { name: "Save rate" }).click();
    await expect(form.getByText("Enter a rate between 0 and 100, with at most 2 decimals.")).toBeVisible();
  }
  await expect(form.getByLabel("Own rate (%)")).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);

  await form.getByLabel("Own rate (%)").fill("12.5");
  await form.getByRole("button", { name: "Save rate" }).click();
  await expect(toastWithText(page, "Commission rate saved.")).toBeVisible();
  await expectNoAxeViolations(page);
  await expect(effective).toHaveText("Effective rate: 12.5% (own rate; the Bronze tier's rate is 10%)");
  await expect(form.getByLabel("Own rate (%)")).toHaveValue("12.5");
  await expect(page.getByText("Commission rate: — → 12.5; Effective rate: 12.5")).toBeVisible();

  // A deal closed won now earns 12.5 %.
  const { customer, domain } = uniqueCustomer("Proseware");
  const api = await openPartnerApi(partner.email);
  const dealId = await registerDeal(api, dealBody(customer, domain, 8000));
  await api.dispose();
  await postAsAdmin(partner.admin, `/api/admin/deals/${dealId}/approve`);
  await postAsAdmin(partner.admin, `/api/admin/deals/${dealId}/stage`, { stage: "closed_won" });
  await page.goto(`/admin/deals/${dealId}`);
  await expect(page.getByText(/^\$1,000(\.00)? at 12\.5% \(pending\)$/)).toBeVisible();

  // Clearing returns to the tier's rate.
  await page.goto(`/admin/partners/${partner.partnerId}`);
  await form.getByRole("button", { name: "Use tier rate" }).click();
  await expect(toastWithText(page, "Back to the Bronze tier's rate.")).toBeVisible();
  await expect(effective).toHaveText("Effective rate: 10% (the Bronze tier's rate)");
  await expect(form.getByLabel("Own rate (%)")).toHaveValue("");
  await expect(page.getByText("Commission rate: 12.5 → —; Effective rate: 10")).toBeVisible();
  await expectNoAxeViolations(page);
});
