import { expect, test } from "../support/test";
import { adminAccount, uniqueSuffix } from "../support/identities";
import { findLinkInText, waitForMailedLink } from "../support/links";
import { listMail, waitForMail } from "../support/mail";
import { registerFromInvitation } from "../support/registration";
import { signInThroughApi } from "../support/sign-in";

// Invitations: the team invites a company, the company registers from the emailed link,
// and the console shows the invitation as used.

test("an invitation is sent from the console, used to register, and then shows as used", async ({ page }) => {
  const id = uniqueSuffix();
  const email = `invitee-${id}@globex.example`;
  const company = `Globex ${id}`;
  await signInThroughApi(page, adminAccount.email, adminAccount.password);
  await page.goto("/admin/invitations");

  const form = page.getByRole("form", { name: "Invite a company" });
  await form.getByRole("button", { name: "Send invitation" }).click();
  await expect(form.getByText("Email is required")).toBeVisible();
  await form.getByLabel("Contact email").fill(email);
  await form.getByLabel("Company name").fill(company);
  await form.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText("Invitation sent.")).toBeVisible();

  const row = page.getByRole("row", { name: new RegExp(company) });
  await expect(row.getByText("Sent", { exact: true })).toBeVisible();

  // A second invitation to the same address is refused, with the server's message.
  await form.getByLabel("Contact email").fill(email);
  await form.getByLabel("Company name").fill(company);
  await form.getByRole("button", { name: "Send invitation" }).click();
  await expect(form.getByRole("alert")).toHaveText(
    "An invitation for this email is still open. Resend it instead.",
  );

  const invitation = await waitForMail(email, "invited");
  const link = findLinkInText(invitation.text, "/partner-portal/register?invite=");
  const partner = await registerFromInvitation(link, {
    email,
    companyName: company,
    password: "Globex-Passw0rd!",
  });
  await partner.dispose();

  await page.reload();
  await expect(row.getByText("Used", { exact: true })).toBeVisible();
  await expect(row.getByRole("button", { name: /Resend/ })).toHaveCount(0);
});

test("resending an invitation emails a new link and the old one stops working", async ({ page }) => {
  const id = uniqueSuffix();
  const email = `resend-${id}@initech.example`;
  await signInThroughApi(page, adminAccount.email, adminAccount.password);
  await page.goto("/admin/invitations");
  const form = page.getByRole("form", { name: "Invite a company" });
  await form.getByLabel("Contact email").fill(email);
  await form.getByLabel("Company name").fill(`Initech ${id}`);
  await form.getByRole("button", { name: "Send invitation" }).click();
  const first = (await waitForMailedLink(email, "invited", "register?invite=")).searchParams.get("invite");

  await page.getByRole("button", { name: `Resend the invitation to ${email}` }).click();
  await expect(page.getByText("Invitation sent again with a new link.")).toBeVisible();
  await expect(
    page.getByRole("row", { name: new RegExp(email) }).getByRole("cell", { name: "2", exact: true }),
  ).toBeVisible();
  await expect.poll(async () => (await fetchInvitations(email)).length).toBe(2);
  const second = findLinkInText(
    (await fetchInvitations(email))[1]!.text,
    "register?invite=",
  ).searchParams.get("invite");
  expect(second).not.toBe(first);
  expect((await page.request.get(`/api/partners/invitation/verify-token/${first}`)).status()).toBe(404);
  expect((await page.request.get(`/api/partners/invitation/verify-token/${second}`)).status()).toBe(200);
});

async function fetchInvitations(email: string) {
  return (await listMail(email)).filter((mail) => mail.subject.includes("invited"));
}
