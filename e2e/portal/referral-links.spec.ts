import { expect, test, type Browser } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";
import { fillEnquiry, uniqueVisitor } from "../support/contact-form";
import { openDashboardTab, toastWithText } from "../support/dashboard-tabs";
import { waitForMail } from "../support/mail";
import { createActivePartner } from "../support/partners";
import { openPartnerApi, openSignedInAdminPage, signInThroughPage } from "../support/sign-in";

// A partner's referral link from creation to the lead: the partner creates and copies a link,
// a visitor follows it, reads two pages and sends the contact form; the partner's Links show
// the click and the lead, Referrals show the lead, and the console shows the partner on the
// enquiry.

/** A visitor's own browser, having accepted analytics and functional cookies in the banner. */
async function consentingVisitor(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/privacy-policy");
  await page.getByRole("region", { name: "Cookie consent" }).getByRole("button", { name: "Accept" }).click();
  await expect(page.getByRole("region", { name: "Cookie consent" })).toBeHidden();
  return { context, page };
}

test("a link's visitor becomes the partner's lead: counted, referred, shown in the console", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const partner = await createActivePartner("linker");
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await signInThroughPage(page, partner.email);
  await openDashboardTab(page, "Referrals");
  const links = page
    .getByRole("region", { name: "Referral Links" })
    .or(page.locator("section").filter({ has: page.getByRole("heading", { name: "Referral Links" }) }));
  await expect(links.getByText("No links yet")).toBeVisible();
  await links.getByLabel("Campaign (optional)").fill("Autumn newsletter");
  await links.getByRole("button", { name: "Create Link" }).click();
  await expect(toastWithText(page, "Link created")).toBeVisible();
  const card = page.getByTestId("link-card").filter({ hasText: "Autumn newsletter" });
  await expect(card).toBeVisible();
  const url = (await card.locator("code").textContent())!.trim();
  expect(url).toMatch(/\/r\/[a-z0-9]{8}$/);
  await card.getByRole("button", { name: /^Copy the link/ }).click();
  await expect(toastWithText(page, "Link copied")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await expectNoAxeViolations(page);

  // Before any cookie choice, following the link sets no partner_ref (the click still counts).
  const undecided = await browser.newContext();
  const first = await undecided.newPage();
  await first.goto(url);
  await expect(first).toHaveURL(/\/$/);
  expect((await undecided.cookies()).some((cookie) => cookie.name === "partner_ref")).toBe(false);
  await undecided.close();

  // A visitor, in a browser of their own, accepts cookies, follows the link and reads two pages.
  const { context: visitorContext, page: visitor } = await consentingVisitor(browser);
  await visitor.goto(url);
  await expect(visitor).toHaveURL(/\/$/);
  const cookies = await visitorContext.cookies();
  expect(cookies.find((cookie) => cookie.name === "partner_ref")).toMatchObject({
    httpOnly: true,
    sameSite: "Lax",
  });
  await visitor.goto("/about");
  await visitor.goto("/contact");
  const form = visitor.locator("form");
  const person = uniqueVisitor("Linked");
  await fillEnquiry(form, { ...person, company: "Tailspin Toys", message: "We want a faster close." });
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(visitor.getByRole("status").filter({ hasText: "Message Sent Successfully!" })).toBeVisible();
  await visitorContext.close();

  // The partner's figures: one click (the later page views are no clicks) and one lead.
  await waitForMail(partner.email, "New lead from your referral link");
  await page.reload();
  await openDashboardTab(page, "Referrals");
  const counted = page.getByTestId("link-card").filter({ hasText: "Autumn newsletter" });
  await expect(counted.locator("dd").nth(0)).toHaveText("1");
  await expect(counted.locator("dd").nth(1)).toHaveText("1");
  await expect(counted.getByRole("img", { name: /1 clicks and 1 leads/ })).toBeVisible();
  const lead = page.getByTestId("referral-card").filter({ hasText: "Tailspin Toys" });
  await expect(lead).toContainText(person.email);
  await expect(lead).toContainText("Your referral link");
  await counted.getByText("Show the figures as a table").click();
  await expectNoAxeViolations(page);

  // At a phone's width the chart still fits its card.
  await page.setViewportSize({ width: 375, height: 800 });
  const chart = counted.getByRole("img", { name: /clicks and/ });
  const box = (await chart.boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(375);
  expect(box.width).toBeGreaterThan(250);
  await expectNoAxeViolations(page);

  // The console shows the partner on the enquiry.
  const team = await openSignedInAdminPage(browser);
  await team.goto(`/admin/enquiries?q=${encodeURIComponent(person.email)}`);
  const rows = team.getByRole("region", { name: "Contact enquiries" }).getByRole("row");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(partner.company);
  await expect(rows.nth(1)).toContainText("Referral link: Autumn newsletter");
  await expectNoAxeViolations(team);

  // Archiving keeps the link working.
  await page.setViewportSize({ width: 1280, height: 800 });
  await counted.getByRole("button", { name: "Archive Autumn newsletter" }).click();
  await expect(toastWithText(page, "Link archived")).toBeVisible();
  await expect(page.getByText("Archived links (1)")).toBeVisible();
  const { context: later, page: again } = await consentingVisitor(browser);
  await again.goto(url);
  await expect(again).toHaveURL(/\/$/);
  expect((await later.cookies()).some((cookie) => cookie.name === "partner_ref")).toBe(true);
  await later.close();
});

test("a demo request sent after following a link is the partner's lead", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const partner = await createActivePartner("demolink");
  const api = await openPartnerApi(partner.email);
  const created = await api.post("/api/partners/links", {
    data: { campaign: "Demo week", destination: "/book-demo" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { link } = (await created.json()) as { link: { url: string } };
  await api.dispose();

  const { context: visitorContext, page: visitor } = await consentingVisitor(browser);
  await visitor.goto(new URL(link.url).pathname);
  await expect(visitor).toHaveURL(/\/book-demo$/);
  const person = uniqueVisitor("DemoLead");
  const form = visitor.locator("form");
  await form.getByLabel("Full Name").fill(person.fullName);
  await form.getByLabel("Work Email").fill(person.email);
  await form.getByLabel("Company").fill("Fabrikam Finance");
  await form.getByLabel("Role").selectOption("cfo");
  await form.getByLabel("Primary Use Case").selectOption("fdd");
  await form.getByLabel("Anything we should know?").fill("Diligence on two targets this quarter.");
  await form.getByRole("button", { name: "Request Demo" }).click();
  await expect(visitor.getByRole("heading", { name: "Thank you! Your demo request is in." })).toBeVisible();
  await visitorContext.close();

  await waitForMail(partner.email, "New lead from your referral link");
  await signInThroughPage(page, partner.email);
  await openDashboardTab(page, "Referrals");
  const lead = page.getByTestId("referral-card").filter({ hasText: "Fabrikam Finance" });
  await expect(lead).toContainText(person.email);
  await expect(lead).toContainText("Your referral link");
  const card = page.getByTestId("link-card").filter({ hasText: "Demo week" });
  await expect(card.locator("dd").nth(1)).toHaveText("1");
});
