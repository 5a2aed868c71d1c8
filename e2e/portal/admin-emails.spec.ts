import { expect, test } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";
import { adminAccount, uniqueSuffix } from "../support/identities";
import { waitForMail } from "../support/mail";
import { postAsAdmin } from "../support/admin-api";
import { createActivePartner } from "../support/partners";
import { signInThroughApi } from "../support/sign-in";

// The console's email preview: every kind renders, HTML and text side by side, and passes axe.

test("the email preview renders every kind with no accessibility violations", async ({ page }) => {
  test.setTimeout(480_000);
  await signInThroughApi(page, adminAccount.email, adminAccount.password);
  await page.goto("/admin/emails");
  await expect(page.getByRole("heading", { name: "Emails", level: 1 })).toBeVisible();
  const kinds = await page
    .getByRole("navigation", { name: "Kinds of email" })
    .getByRole("link")
    .allTextContents();
  expect(kinds.length).toBeGreaterThan(30);
  expect(kinds).toEqual(expect.arrayContaining(["auth:otp", "announcement:posted", "training:certified"]));
  for (const kind of kinds) {
    await page.goto(`/admin/emails?${new URLSearchParams({ kind })}`);
    const current = page.getByRole("link", { name: kind, exact: true });
    await expect(current).toHaveAttribute("aria-current", "page");
    const html = page.frameLocator(`iframe[title="HTML part of ${kind}"]`);
    await expect(html.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(html.getByText("Finlytic AI Partner Programme", { exact: true })).toBeVisible();
    const text = page.getByLabel(`Plain-text part of ${kind}`);
    await expect(text).toContainText("--");
    await expectNoAxeViolations(page);
  }
});

test("the unsubscribe page explains a broken link and passes axe", async ({ page }) => {
  await page.goto("/partner-portal/unsubscribe?token=broken");
  await expect(page.getByText("This unsubscribe link is not valid")).toHaveAttribute("role", "alert");
  await expectNoAxeViolations(page);
});

test("an announcement's unsubscribe link asks first, then turns the announcements off once", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const partner = await createActivePartner("unsubscribe");
  const title = `Spring webinar ${uniqueSuffix()}`;
  await postAsAdmin(partner.admin, "/api/admin/announcements", { title, body: "Join us on 2 April." });
  const mail = await waitForMail(partner.email, title);
  const link = /https?:\/\/\S+\/partner-portal\/unsubscribe\?token=[\w.-]+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();
  const path = new URL(link!).pathname + new URL(link!).search;
  await page.goto(path);
  const button = page.getByRole("button", { name: "Unsubscribe from “Partner announcements”" });
  await expect(button).toBeVisible();
  await expectNoAxeViolations(page);
  await button.click();
  await expect(page.getByRole("status")).toContainText(
    "You will no longer receive “Partner announcements” emails",
  );
  await expectNoAxeViolations(page);
  await page.goto(path);
  await page.getByRole("button", { name: "Unsubscribe from “Partner announcements”" }).click();
  await expect(page.getByText("This unsubscribe link was already used")).toHaveAttribute("role", "alert");
  await partner.admin.dispose();
});
