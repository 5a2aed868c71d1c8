import { expect, test } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";
import { dealBody, registerDeal, uniqueCustomer } from "../support/deals";
import { adminAccount } from "../support/identities";
import { createActivePartner } from "../support/partners";
import { openPartnerApi, signInThroughApi } from "../support/sign-in";

// Issue 14: the partner page's generic Edit dialog cannot approve a registered deal behind
// the deals queue's back; it says where that happens, and the row links there.

test("the data editor refuses a registered deal's status change and points to the deals queue", async ({
  page,
}) => {
  const partner = await createActivePartner("editor");
  const { customer, domain } = uniqueCustomer("Editor Guarded");
  const dealId = await registerDeal(
    await openPartnerApi(partner.email),
    dealBody(customer, `https://${domain}`),
  );

  await signInThroughApi(page, adminAccount.email, adminAccount.password);
  await page.goto(`/admin/partners/${partner.partnerId}?tab=deals`);
  await page.getByRole("button", { name: `Edit deal ${customer}` }).click();
  const dialog = page.getByRole("dialog", { name: `Edit deal: ${customer}` });
  await dialog.getByLabel("Status").selectOption("approved");
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(dialog.getByText(/change only in the deals queue/)).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: /close/i }).first().click();
  await expect(dialog).toBeHidden();

  const row = page.getByRole("row", { name: new RegExp(customer) });
  await expect(row.getByText("Pending", { exact: true })).toBeVisible();
  await page.getByRole("link", { name: `Review deal ${customer} in the deals queue` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/deals/${dealId}$`));
  await partner.admin.dispose();
});
