import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
} from "../support/test";
import { expectNoAxeViolations } from "../support/axe";
import { e2eConfig } from "../support/config";
import { openDashboardTab, toastWithText } from "../support/dashboard-tabs";
import { partnerPassword, uniqueIdentity } from "../support/identities";
import { waitForMailedLink } from "../support/links";
import { createActivePartner } from "../support/partners";
import { signInThroughPage } from "../support/sign-in";

// Every change to a partner company's team asks first, in one accessible dialog that says
// what will happen, and a toast confirms it after: a role change (naming the API keys it
// revokes), a removal (where the owner may keep the colleague's key and invitation), the
// transfer of ownership and the revocation of a key. The sole owner is offered neither a role
// menu nor "Leave"; a removed colleague's next click lands on sign-in, told why. Axe checks
// each dialog at 1280 and 375 px.

const viewports = [
  { width: 1280, height: 800 },
  { width: 375, height: 800 },
];

async function axeAtBothViewports(page: Page, dialog: Locator) {
  for (const size of viewports) {
    await page.setViewportSize(size);
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
  }
  await page.setViewportSize(viewports[0]!);
}

/** A colleague invited by `inviter` through the API, who accepts from the email: their API session. */
async function colleague(inviter: APIRequestContext, role: string, firstName: string) {
  const { email } = uniqueIdentity(`confirm-${role}`);
  const sent = await inviter.post("/api/partners/team/invitations", { data: { email, role } });
  expect(sent.status(), await sent.text()).toBe(201);
  const link = await waitForMailedLink(email, "Join", "/partner-portal/join?token=");
  const api = await playwrightRequest.newContext({ baseURL: e2eConfig.baseUrl });
  const accepted = await api.post("/api/partners/team/invitations/accept", {
    data: {
      token: link.searchParams.get("token"),
      firstName,
      lastName: "Colleague",
      password: partnerPassword,
    },
  });
  expect(accepted.status(), await accepted.text()).toBe(201);
  return { email, api, name: `${firstName} Colleague` };
}

test("team changes and key revocation ask first, then confirm; a removed colleague is told why", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const owner = await createActivePartner("confirm-owner", { contactName: "Olive Owner" });
  await signInThroughPage(page, owner.email);
  await openDashboardTab(page, "Settings");
  const me = page.getByTestId("team-member").filter({ hasText: owner.email });
  await expect(me).toContainText("Owner");
  // The sole owner: no role menu, no "Leave" (both could only be refused).
  await expect(me.getByRole("combobox")).toHaveCount(0);
  await expect(me.getByRole("button", { name: "Leave the team" })).toHaveCount(0);

  const ownerApi = page.request;
  const admin = await colleague(ownerApi, "admin", "Ada");
  const member = await colleague(ownerApi, "member", "Mo");
  const created = await admin.api.post("/api/partners/api-keys", {
    data: { name: "Ada's CRM", scopes: ["deals:read", "deals:write"] },
  });
  expect(created.status()).toBe(201);
  const key = ((await created.json()) as { key: string }).key;
  const crm = await playwrightRequest.newContext({
    baseURL: e2eConfig.baseUrl,
    extraHTTPHeaders: { Authorization: `Bearer ${key}` },
  });
  expect((await crm.get("/api/v1/deals")).status()).toBe(200);
  const pendingEmail = uniqueIdentity("confirm-pending").email;
  expect(
    (
      await admin.api.post("/api/partners/team/invitations", {
        data: { email: pendingEmail, role: "member" },
      })
    ).status(),
  ).toBe(201);
  // Ada is also signed in in a browser of her own.
  const adaPage = await (await browser.newContext()).newPage();
  await signInThroughPage(adaPage, admin.email);

  await page.reload();
  await openDashboardTab(page, "Settings");
  await expect(page.getByRole("list", { name: "Invitations" })).toContainText(`Sent by ${admin.name}`);
  await expect(page.getByRole("list", { name: "Your company's API keys" })).toContainText(
    `created by ${admin.name}`,
  );

  // A role change asks, naming the key it would revoke; Cancel leaves everything as it was.
  const adaRow = page.getByTestId("team-member").filter({ hasText: admin.email });
  await adaRow.getByLabel(`Role of ${admin.name}`).selectOption("member");
  const roleDialog = page.getByRole("alertdialog", { name: `Make ${admin.name} a Member?` });
  await expect(roleDialog).toContainText("1 API key Ada Colleague created will be revoked at once");
  await axeAtBothViewports(page, roleDialog);
  await roleDialog.getByRole("button", { name: "Cancel" }).click();
  await expect(roleDialog).toBeHidden();
  await expect(adaRow.getByLabel(`Role of ${admin.name}`)).toHaveValue("admin");
  expect((await crm.get("/api/v1/deals")).status()).toBe(200);

  // A role change confirmed: Mo becomes an admin.
  const moRow = page.getByTestId("team-member").filter({ hasText: member.email });
  await moRow.getByLabel(`Role of ${member.name}`).selectOption("admin");
  const promote = page.getByRole("alertdialog", { name: `Make ${member.name} an Admin?` });
  await promote.getByRole("button", { name: "Make Admin" }).click();
  await expect(toastWithText(page, `${member.name} is now an Admin.`)).toBeVisible();
  await expect(moRow.getByLabel(`Role of ${member.name}`)).toHaveValue("admin");

  // Removal: the owner keeps Ada's key (it becomes theirs); her invitation is revoked.
  await adaRow.getByRole("button", { name: `Remove ${admin.name}` }).click();
  const removal = page.getByRole("alertdialog", { name: `Remove ${admin.name} from the team?` });
  await expect(removal).toContainText("signed out at once");
  await axeAtBothViewports(page, removal);
  await removal.getByLabel(/Keep their 1 API key/).check();
  await removal.getByRole("button", { name: `Remove ${admin.name}` }).click();
  await expect(toastWithText(page, `${admin.name} was removed from the team.`)).toBeVisible();
  await expect(adaRow).toHaveCount(0);
  // Her invitation went with her: none waits any more.
  await expect(page.getByText("No invitations waiting.")).toBeVisible();
  expect((await crm.get("/api/v1/deals")).status()).toBe(200);
  await expect(page.getByRole("list", { name: "Your company's API keys" })).toContainText(
    "created by Olive Owner",
  );

  // Ada's next click lands on sign-in, saying why.
  await adaPage.getByRole("tab", { name: "Deals" }).click();
  await expect(adaPage).toHaveURL(/\/partner-portal\/login/);
  const told = adaPage.getByText("You were removed from your company's partner portal team");
  await expect(told).toBeVisible();
  await expectNoAxeViolations(adaPage);
  await adaPage.setViewportSize(viewports[1]!);
  await expectNoAxeViolations(adaPage);

  // Revoking a key asks first, then confirms.
  const keys = page.getByRole("list", { name: "Your company's API keys" });
  await keys.getByRole("button", { name: "Revoke Ada's CRM" }).click();
  const revoke = page.getByRole("alertdialog", { name: `Revoke the key "Ada's CRM"?` });
  await expect(revoke).toContainText("stops working at once");
  await axeAtBothViewports(page, revoke);
  await revoke.getByRole("button", { name: "Revoke key" }).click();
  await expect(toastWithText(page, `The key "Ada's CRM" was revoked.`)).toBeVisible();
  await expect(keys).toContainText("revoked");
  expect((await crm.get("/api/v1/deals")).status()).toBe(401);

  // The transfer of ownership asks, naming what the owner loses, then confirms.
  await moRow.getByRole("button", { name: `Transfer ownership to ${member.name}` }).click();
  const transfer = page.getByRole("alertdialog", { name: `Make ${member.name} the owner?` });
  await expect(transfer).toContainText("you become an admin");
  await axeAtBothViewports(page, transfer);
  await transfer.getByRole("button", { name: "Transfer ownership" }).click();
  await expect(toastWithText(page, `${member.name} now owns the company.`)).toBeVisible();
  await crm.dispose();
  await admin.api.dispose();
  await member.api.dispose();
});
