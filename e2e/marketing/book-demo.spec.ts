import { expect, test } from "../support/test";
import { siteConfig } from "@/lib/config/site";
import { expectNoAxeViolations } from "../support/axe";
import { INBOX, parseMailto, recordAnalytics, uniqueVisitor } from "../support/contact-form";
import { waitForMail } from "../support/mail";

test("book a demo: required fields, the request reaches the server and the inbox, then a confirmation", async ({
  page,
}) => {
  const events = await recordAnalytics(page);
  const logs: string[] = [];
  page.on("console", (message) => logs.push(message.text()));
  await page.goto("/book-demo");
  await page.waitForLoadState("networkidle");
  const requests: string[] = [];
  page.on("request", (request) => requests.push(`${request.method()} ${request.url()}`));

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Book a Demo");
  await expect(page.getByRole("heading", { name: "Schedule Your Demo" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Prefer Email?" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "What to Expect" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Get in Touch" })).toBeVisible();
  await expect(page.getByText("30-45 minute live demo")).toBeVisible();
  for (const social of ["LinkedIn", "Twitter", "YouTube"])
    await expect(page.getByRole("button", { name: social })).toBeVisible();
  await expectNoAxeViolations(page);

  const form = page.locator("form");
  const roles = await form
    .getByLabel("Role")
    .locator("option")
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  expect(roles).toEqual(["", "cfo", "controller", "fp-a", "finance-director", "analyst", "other"]);
  const useCases = await form
    .getByLabel("Primary Use Case")
    .locator("option")
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  expect(useCases).toEqual(["", "fdd", "fp-a", "close", "credit-risk", "portfolio", "other"]);

  const visitor = uniqueVisitor("Demo");
  await form.getByLabel("Full Name").fill(visitor.fullName);
  await form.getByLabel("Work Email").fill(visitor.email);
  await form.getByLabel("Company").fill("Initech");
  await form.getByRole("button", { name: "Request Demo" }).click();
  expect(
    await form.getByLabel("Role").evaluate((select: HTMLSelectElement) => select.validity.valueMissing),
  ).toBe(true);
  await form.getByLabel("Role").selectOption("controller");
  await form.getByLabel("Primary Use Case").selectOption("close");
  const answer = page.waitForResponse((response) => response.url().endsWith("/api/contact/demo"));
  await form.getByRole("button", { name: "Request Demo" }).click();
  const response = await answer;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toMatchObject({
    name: visitor.fullName,
    email: visitor.email,
    company: "Initech",
    role: "controller",
    useCase: "close",
  });

  const confirmation = page.getByRole("heading", { name: "Thank you! Your demo request is in." });
  await expect(confirmation).toBeVisible();
  await expect(confirmation).toBeFocused();
  expect(requests.filter((r) => !r.startsWith("GET ") || r.includes("/api/"))).toEqual([
    expect.stringMatching(/^POST .*\/api\/contact\/demo$/),
  ]);
  expect(logs.some((line) => line.includes("[book-demo] demo request"))).toBe(true);
  expect(await events()).toEqual([
    { name: "form_submit", params: { form_name: "book_demo", role: "controller", use_case: "close" } },
    { name: "generate_lead", params: { source: "Book Demo Page" } },
  ]);

  const notification = await waitForMail(INBOX, `New Demo Request from ${visitor.fullName}`);
  expect(notification.replyTo).toBe(visitor.email);
  expect(notification.text).toContain("Role: Controller");
  expect(notification.text).toContain("Use Case: Month-End Close");
  await waitForMail(visitor.email, "We received your demo request");
});

test("book a demo: a refused request shows the error and the mail fallback, never the confirmation", async ({
  page,
}) => {
  await page.route("**/api/contact/demo", (route) =>
    route.fulfill({ status: 503, json: { success: false, message: "The demo service is down." } }),
  );
  const events = await recordAnalytics(page);
  await page.goto("/book-demo");
  const form = page.locator("form");
  const visitor = uniqueVisitor("Refused");
  await form.getByLabel("Full Name").fill(visitor.fullName);
  await form.getByLabel("Work Email").fill(visitor.email);
  await form.getByLabel("Company").fill("Initech");
  await form.getByLabel("Role").selectOption("cfo");
  await form.getByRole("button", { name: "Request Demo" }).click();

  const alert = page.getByRole("alert").filter({ hasText: "Your demo request was not sent." });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText("The demo service is down.");
  await expect(alert).toBeFocused();
  await expect(page.getByRole("heading", { name: "Thank you! Your demo request is in." })).toHaveCount(0);
  const mailto = parseMailto(
    (await alert.getByRole("link", { name: "Email your demo request" }).getAttribute("href"))!,
  );
  expect(mailto.to).toBe(siteConfig.contactInbox);
  expect(mailto.subject).toBe(`New Demo Request from ${visitor.fullName}`);
  expect(mailto.body).toContain("Role: CFO");
  expect((await events()).map((event) => event.name)).toEqual(["form_submit", "form_error"]);
  await expectNoAxeViolations(page);
});
