import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { recordAnalytics } from "../support/contact-form";

test("book a demo: required fields, no server call, a log line, analytics and a confirmation", async ({
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

  await form.getByLabel("Full Name").fill("Demo Person");
  await form.getByLabel("Work Email").fill("demo@example.test");
  await form.getByLabel("Company").fill("Initech");
  await form.getByRole("button", { name: "Request Demo" }).click();
  expect(
    await form.getByLabel("Role").evaluate((select: HTMLSelectElement) => select.validity.valueMissing),
  ).toBe(true);
  await form.getByLabel("Role").selectOption("controller");
  await form.getByLabel("Primary Use Case").selectOption("close");
  await form.getByRole("button", { name: "Request Demo" }).click();

  const confirmation = page.getByRole("heading", { name: "Thank you! Your demo request is in." });
  await expect(confirmation).toBeVisible();
  await expect(confirmation).toBeFocused();
  expect(requests.filter((r) => !r.startsWith("GET ") || r.includes("/api/"))).toEqual([]);
  expect(logs.some((line) => line.includes("[book-demo] demo request"))).toBe(true);
  expect(await events()).toEqual([
    { name: "form_submit", params: { form_name: "book_demo", role: "controller", use_case: "close" } },
    { name: "generate_lead", params: { source: "Book Demo Page" } },
  ]);
});
