import { expect, test } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";
import { fillEnquiry, INBOX, recordAnalytics, uniqueVisitor } from "../support/contact-form";
import { waitForMail } from "../support/mail";

test("the /contact form sends through the API with both emails and a closable toast", async ({ page }) => {
  const events = await recordAnalytics(page);
  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
  await expectNoAxeViolations(page);
  const form = page.locator("form");
  const visitor = uniqueVisitor("Page");
  await fillEnquiry(form, { ...visitor, industry: "Insurance", companySize: "1000+" });

  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/contact/submit", async (route) => {
    await held;
    await route.continue();
  });
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByRole("button", { name: "Sending..." })).toBeDisabled();
  release();

  const toast = page.getByRole("status").filter({ hasText: "Message Sent Successfully!" });
  await expect(toast).toBeVisible();
  await expect(toast).toHaveClass(/bg-success/);
  await expectNoAxeViolations(page);
  const notification = await waitForMail(INBOX, `New Contact Form Submission from ${visitor.fullName}`);
  expect(notification.text).toContain("Source: Contact Page");
  expect(notification.text).toContain("Message: No message provided");
  await waitForMail(visitor.email, "We received your message");
  expect(await events()).toEqual(
    expect.arrayContaining([
      {
        name: "contact_form_success",
        params: { industry: "Insurance", company_size: "1000+", has_message: false },
      },
      { name: "generate_lead", params: { source: "Contact Page" } },
    ]),
  );

  await toast.getByRole("button", { name: "Dismiss notification" }).click();
  await expect(toast).toBeHidden();
  await expect(form.getByLabel("Full Name")).toHaveValue("", { timeout: 10_000 });
});

test("the /contact toast does not hide by itself; the fields clear after 3 s", async ({ page }) => {
  await page.route("**/api/contact/submit", (route) =>
    route.fulfill({ status: 201, json: { success: true, message: "ok" } }),
  );
  await page.clock.install({ time: new Date("2025-03-04T09:00:00Z") });
  await page.goto("/contact");
  const form = page.locator("form");
  await fillEnquiry(form, { fullName: "Clock Visitor", email: "clock@example.test" });
  await page.clock.pauseAt(new Date("2025-03-04T09:05:00Z"));
  await form.getByRole("button", { name: "Send Message" }).click();
  const toast = page.getByRole("status").filter({ hasText: "Message Sent Successfully!" });
  await expect(toast).toBeVisible();
  await page.clock.runFor(2_999);
  await expect(form.getByLabel("Full Name")).toHaveValue("Clock Visitor");
  await page.clock.runFor(1);
  await expect(form.getByLabel("Full Name")).toHaveValue("");
  await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();
  await page.clock.runFor(120_000);
  await expect(toast).toBeVisible();
});

test("a page that only shows the button loads the form's code on the first click", async ({
  page,
  request,
}) => {
  // react-hook-form's option names and the schema's messages survive minification.
  const formCode = (source: string) =>
    source.includes("shouldUnregister") || source.includes("Please enter your full name.");
  // The first paint is what the page's HTML references (script tags and the inline flight
  // data); links prefetched later (the footer's /contact) are not part of it.
  const html = await (await request.get("/partners")).text();
  const firstPaint = [...new Set(html.match(/\/_next\/static\/chunks\/[\w.~-]+\.js/g) ?? [])];
  expect(firstPaint.length).toBeGreaterThan(0);
  for (const chunk of firstPaint)
    expect(formCode(await (await request.get(chunk)).text()), chunk).toBe(false);

  const loaded = new Map<string, Promise<string>>();
  page.on("response", (response) => {
    if (response.request().resourceType() === "script")
      loaded.set(
        new URL(response.url()).pathname,
        response.text().catch(() => ""),
      );
  });
  await page.goto("/partners");
  await page.getByRole("button", { name: "Contact Us", exact: true }).click();
  await expect(page.getByRole("dialog", { name: "Get in Touch" }).getByLabel("Full Name")).toBeVisible();
  const withForm = [];
  for (const [path, text] of loaded)
    if (!firstPaint.includes(path) && formCode(await text)) withForm.push(path);
  expect(withForm.length).toBeGreaterThan(0);
});
