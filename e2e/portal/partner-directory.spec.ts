import { expect, test } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";
import { fillEnquiry, uniqueVisitor } from "../support/contact-form";
import { openDashboardTab, toastWithText } from "../support/dashboard-tabs";
import { postAsAdmin } from "../support/admin-api";
import { createActivePartner } from "../support/partners";
import { openPartnerApi, openSignedInAdminPage, signInThroughPage } from "../support/sign-in";

// The public partner directory and the leads the team routes to partners: a profile's
// publication changes the public pages without a rebuild; a website enquiry whose visitor
// agreed to partner contact is offered to a partner, accepted (only then are the contact's
// details shown) and registered as a deal.

const profile = {
  published: true,
  description: "Month-end close and payables automation for banks in Germany.",
  services: ["implementation", "consulting"],
  industries: ["Banking"],
  countries: ["DE", "region:emea"],
  languages: ["de", "en"],
  website: "https://directory-partner.example",
};

test("publishing a directory profile changes the public pages without a rebuild; filters; unpublishing", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const partner = await createActivePartner("directory");
  const api = await openPartnerApi(partner.email);
  await page.goto("/partners/directory");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Partner directory");
  await expect(page.getByRole("link", { name: partner.company })).toHaveCount(0);

  const saved = await api.put("/api/partners/directory-profile", { data: profile });
  expect(saved.status(), await saved.text()).toBe(200);
  const { slug } = ((await saved.json()) as { profile: { slug: string } }).profile;

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/partners/directory");
  const card = page.locator("[data-partner-card]").filter({ hasText: partner.company });
  await expect(card).toBeVisible();
  await expectNoAxeViolations(page);
  // The filters hide what does not match, and the address keeps them.
  await page.getByLabel("Language").selectOption("fr");
  await expect(card).toBeHidden();
  await expect(page).toHaveURL(/language=fr/);
  await page.getByLabel("Language").selectOption("de");
  await expect(card).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);

  await card.getByRole("link", { name: partner.company }).click();
  await expect(page).toHaveURL(new RegExp(`/partners/directory/${slug}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(partner.company);
  await expect(page).toHaveTitle(new RegExp(partner.company));
  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
  expect(canonical).toContain(`/partners/directory/${slug}`);
  // The site's own Organization block comes with the layout; the partner's is the page's.
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const jsonLd = blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
  expect(jsonLd).toContainEqual(
    expect.objectContaining({ "@type": "Organization", name: partner.company, url: profile.website }),
  );
  await expectNoAxeViolations(page);

  // Contact this partner: the consent box is required, then the lead reaches the partner.
  await page.getByLabel("Full name").fill("Dora Directory");
  await page.getByLabel("Email").fill(`dora-${Date.now()}@buyer.example`);
  await page.getByLabel("Company").fill("Directory Buyer Bank");
  await page.getByLabel("What do you need?").fill("Help with our payables.");
  await page.getByRole("button", { name: "Send to this partner" }).click();
  await expect(page.getByText("Please agree that this partner may contact you.")).toBeVisible();
  await page.getByLabel(/I agree that my details/).check();
  await page.getByRole("button", { name: "Send to this partner" }).click();
  await expect(page.getByRole("status").filter({ hasText: "on its way to the partner" })).toBeVisible();
  const leads = (await (await api.get("/api/partners/leads")).json()) as {
    leads: { company: string; source: string }[];
  };
  expect(leads.leads[0]).toMatchObject({ company: "Directory Buyer Bank", source: "directory" });

  // The sitemap lists the partner's page at once.
  expect(await (await page.request.get("/sitemap.xml")).text()).toContain(`/partners/directory/${slug}`);

  const off = await api.put("/api/partners/directory-profile", { data: { ...profile, published: false } });
  expect(off.status()).toBe(200);
  const gone = await page.goto(`/partners/directory/${slug}`);
  expect(gone?.status()).toBe(404);
  await page.goto("/partners/directory");
  await expect(page.locator("[data-partner-card]").filter({ hasText: partner.company })).toHaveCount(0);
  await api.dispose();
});

// A 1×1 PNG.
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

test("a logo uploaded in Settings shows on the public card and the partner's page", async ({ page }) => {
  test.setTimeout(120_000);
  const partner = await createActivePartner("logo");
  const api = await openPartnerApi(partner.email);
  const saved = await api.put("/api/partners/directory-profile", { data: profile });
  expect(saved.status(), await saved.text()).toBe(200);
  const { slug } = ((await saved.json()) as { profile: { slug: string } }).profile;
  await api.dispose();

  await page.setViewportSize({ width: 375, height: 800 });
  await signInThroughPage(page, partner.email);
  await openDashboardTab(page, "Settings");
  const field = page.getByLabel("Logo (PNG, JPEG or WebP, at most 1 MB)");
  await field.setInputFiles({ name: "logo.gif", mimeType: "image/gif", buffer: Buffer.from("GIF89a") });
  await page.getByRole("button", { name: "Upload logo" }).click();
  await expect(page.getByText("The logo must be a PNG, JPEG or WebP image of at most 1 MB.")).toBeVisible();
  await field.setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: png });
  await page.getByRole("button", { name: "Upload logo" }).click();
  await expect(toastWithText(page, "Logo saved.")).toBeVisible();
  await expect(page.getByRole("img", { name: "Current logo" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Remove logo" })).toBeVisible();

  await page.goto(`/partners/directory/${slug}`);
  const logo = page.getByRole("img", { name: partner.company });
  await expect(logo).toBeVisible();
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const organization = blocks
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((block) => block.name === partner.company);
  expect(String(organization?.logo)).toContain(`/api/directory/${slug}/logo?v=`);
  await expectNoAxeViolations(page);

  await page.goto("/partners/directory");
  const card = page.locator("[data-partner-card]").filter({ hasText: partner.company });
  // On the card the logo is decorative: the heading beside it names the company.
  await expect(card.locator(`img[src*="/api/directory/${slug}/logo"]`)).toHaveAttribute("alt", "");
});

test("website form → the team assigns it → the partner accepts (contact shown only then) → a deal", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const partner = await createActivePartner("leadtaker");
  const visitor = uniqueVisitor("Routed");
  const buyer = `Routed Buyer ${Date.now().toString(36)}`;

  await page.goto("/contact");
  const form = page.locator("form");
  await fillEnquiry(form, {
    ...visitor,
    company: buyer,
    industry: "Banking",
    message: "We need an implementation partner.",
  });
  await form.getByLabel("A certified partner may contact me about this enquiry.").check();
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Message Sent Successfully!" })).toBeVisible();

  const admin = await openSignedInAdminPage(browser);
  const found = (await (
    await admin.request.get(`/api/admin/enquiries?q=${encodeURIComponent(visitor.email)}`)
  ).json()) as {
    items: { id: string }[];
  };
  const enquiryId = found.items[0]!.id;
  const assigned = await postAsAdmin(admin.request, `/api/admin/enquiries/${enquiryId}/assign`, {
    partnerId: partner.partnerId,
  });
  expect((assigned.lead as { id: string }).id).toBeTruthy();
  await admin.goto(`/admin/enquiries?q=${encodeURIComponent(visitor.email)}`);
  await admin.getByRole("button", { name: `Route the enquiry of ${buyer} to a partner` }).click();
  await expect(admin.getByRole("list", { name: "Offers" })).toContainText(`${partner.company}: offered`);

  await page.setViewportSize({ width: 375, height: 800 });
  await signInThroughPage(page, partner.email);
  await openDashboardTab(page, "Referrals");
  const lead = page.getByTestId("lead-card").filter({ hasText: buyer });
  await expect(lead).toContainText("Shown once you accept");
  await expect(lead).not.toContainText(visitor.email);
  await expectNoAxeViolations(page);
  await lead.getByRole("button", { name: `Accept the lead of ${buyer}` }).click();
  await expect(toastWithText(page, `You accepted the lead of ${buyer}.`)).toBeVisible();
  await expect(lead).toContainText(visitor.email);

  await lead.getByRole("button", { name: `Register a deal for ${buyer}` }).click();
  const dialog = page.getByRole("dialog", { name: `Register ${buyer}` });
  await dialog.getByLabel("Customer website").fill(`routed-${Date.now().toString(36)}.example`);
  await dialog.getByLabel("Contact title").fill("CFO");
  await dialog.getByLabel("Decision maker's name").fill("Dana Decider");
  await dialog.getByLabel("Decision maker's email").fill("dana@routed.example");
  await dialog.getByLabel("Estimated value").fill("50000");
  const closeDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  await dialog.getByLabel("Expected close date").fill(closeDate);
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Register deal" }).click();
  await expect(toastWithText(page, "Deal registered")).toBeVisible();
  await expect(lead).toContainText("Converted");
  await openDashboardTab(page, "Deals");
  await expect(page.getByText(buyer).first()).toBeVisible();
  await admin.context().close();
});
