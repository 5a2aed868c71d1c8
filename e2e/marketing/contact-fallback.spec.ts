import { expect, test, type Page } from "../support/test";
import { siteConfig } from "@/lib/config/site";
import {
  fillEnquiry,
  openPlacement,
  parseMailto,
  placements,
  recordAnalytics,
  recordMailto,
  uniqueVisitor,
} from "../support/contact-form";

// When the API fails, the form opens the visitor's mail client with the enquiry and
// shows the blue "Ready to Send!" toast. Time is Playwright's clock, paused at a fixed
// instant, so the submission time in the mail body is exact.

const PAUSED_AT = new Date("2025-03-04T10:15:30Z");

async function pauseClock(page: Page) {
  await page.clock.install({ time: new Date(PAUSED_AT.getTime() - 60_000) });
}

const failures = [
  {
    name: "the API answering 500",
    route: (page: Page) =>
      page.route("**/api/contact/submit", (route) =>
        route.fulfill({
          status: 500,
          json: { success: false, message: "Server error. Please try again later." },
        }),
      ),
    error: "Server error. Please try again later.",
  },
  {
    name: "the request being aborted",
    route: (page: Page) => page.route("**/api/contact/submit", (route) => route.abort("connectionreset")),
    error: "Failed to send email via backend",
  },
  {
    name: "an OK answer without success true",
    route: (page: Page) =>
      page.route("**/api/contact/submit", (route) =>
        route.fulfill({ status: 200, json: { success: false } }),
      ),
    error: "Failed to send email via backend",
  },
];

for (const failure of failures) {
  test(`fallback on ${failure.name}: mailto with the exact subject and body, blue toast`, async ({
    page,
  }) => {
    const events = await recordAnalytics(page);
    const mailto = recordMailto(page);
    await failure.route(page);
    await pauseClock(page);
    const dialog = await openPlacement(page, "partners");
    const visitor = uniqueVisitor("Fallback");
    await fillEnquiry(dialog, { ...visitor, industry: "Finance" });
    await page.clock.pauseAt(PAUSED_AT);
    await dialog.getByRole("button", { name: "Send Message" }).click();

    const toast = dialog.getByRole("status").filter({ hasText: "Ready to Send!" });
    await expect(toast).toBeVisible();
    await expect(toast).toHaveClass(/bg-info/);
    await expect(toast).toContainText("click send");
    await expect(dialog.getByRole("button", { name: "Message Sent Successfully" })).toBeVisible();

    expect(mailto).toHaveLength(1);
    const mail = parseMailto(mailto[0]!);
    expect(mail.to).toBe(siteConfig.contactInbox);
    expect(mail.subject).toBe(`New Contact Form Submission from ${visitor.fullName}`);
    expect(mail.body).toBe(
      [
        `Name: ${visitor.fullName}`,
        `Email: ${visitor.email}`,
        "Company: Not provided",
        "Phone: Not provided",
        "Industry: Finance",
        "Company Size: Not provided",
        "",
        "Message:",
        "No message provided",
        "",
        `Submitted: ${PAUSED_AT.toUTCString()}`,
        "Source: Partners Page",
      ].join("\r\n"),
    );
    expect(mailto[0]).toContain("%0D%0A");
    expect(await events()).toEqual(
      expect.arrayContaining([
        { name: "form_error", params: { form_name: "partners_contact", error_message: failure.error } },
      ]),
    );
    expect((await events()).map((e) => e.name)).not.toContain("generate_lead");
  });
}

test("the fallback carries every filled field, line breaks as CRLF", async ({ page }) => {
  const mailto = recordMailto(page);
  await page.route("**/api/contact/submit", (route) => route.abort("failed"));
  const dialog = await openPlacement(page, "about");
  const visitor = uniqueVisitor("Leader");
  await fillEnquiry(dialog, {
    ...visitor,
    company: "Globex & Partners",
    phoneNumber: "+44 20 7946 0958",
    industry: "Real Estate",
    companySize: "1000+",
    message: "Line one\nLine two: 50% & more?",
  });
  await dialog.getByRole("button", { name: "Send Message" }).click();
  await expect(dialog.getByRole("status").filter({ hasText: "Ready to Send!" })).toBeVisible();
  const mail = parseMailto(mailto[0]!);
  expect(mail.to).toBe(siteConfig.contactInbox);
  expect(mail.body).toContain(
    "Company: Globex & Partners\r\nPhone: +44 20 7946 0958\r\nIndustry: Real Estate\r\nCompany Size: 1000+",
  );
  expect(mail.body).toContain("Message:\r\nLine one\r\nLine two: 50% & more?\r\n");
  expect(mail.body).toContain(`Source: ${placements.about.source}`);
});
