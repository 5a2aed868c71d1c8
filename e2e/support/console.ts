import type { Locator, Page } from "@playwright/test";

// What the programme team's console screens share in the browser: how an id looks, and a record's
// audit trail section.

export const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

export function auditTrail(page: Page): Locator {
  return page.locator("section", { has: page.getByRole("heading", { name: "Audit trail" }) });
}
