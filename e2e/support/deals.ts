// Deals as a partner registers them: the Register a Deal form on the dashboard, and the same
// registration through the partner's API for tests that start from a deal.
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { DAY_MS } from "@/lib/time";
import { uniqueIdentity } from "./identities";

export { DAY_MS };
export const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/** A customer name and website domain no other run has used. */
export function uniqueCustomer(name: string) {
  const { company: suffix } = uniqueIdentity("customer");
  return {
    customer: `${name} ${suffix.split(" ").slice(-2).join(" ")}`,
    domain: `${name.replace(/\W+/g, "-").toLowerCase()}-${suffix.replace(/\W+/g, "-").toLowerCase()}.example`,
  };
}

export async function fillDealForm(page: Page, deal: { customer: string; website: string }) {
  const form = page.getByRole("dialog", { name: "Register a Deal" });
  await form.getByLabel("Customer company name").fill(deal.customer);
  await form.getByLabel("Customer website").fill(deal.website);
  await form.getByLabel("Contact name").fill("Carla Contact");
  await form.getByLabel("Contact email").fill("carla@customer.example");
  await form.getByLabel("Contact title").fill("Controller");
  await form.getByLabel("Decision maker name").fill("Dana CFO");
  await form.getByLabel("Decision maker email").fill("dana@customer.example");
  await form.getByLabel("Estimated value (USD)").fill("5000");
  await form.getByLabel("Expected close date").fill(inDays(60));
  await form.getByLabel("Accounts Payable Automation").check();
  await form.getByLabel("Notes").fill("Met at the CFO summit.");
  return form;
}

/** A registration as POST /api/partners/deals takes it. */
export function dealBody(customer: string, website: string, dealSize = 5000) {
  return {
    customerName: customer,
    customerWebsite: website,
    contactName: "Carla Contact",
    contactEmail: "carla@customer.example",
    contactTitle: "Controller",
    decisionMaker: { name: "Dana CFO", email: "dana@customer.example" },
    dealSize,
    expectedCloseDate: inDays(60),
    products: ["accounts-payable"],
    notes: "",
  };
}

/** Registers a deal through the partner's API and returns its id. */
export async function registerDeal(
  api: APIRequestContext,
  body: ReturnType<typeof dealBody>,
): Promise<string> {
  const created = await api.post("/api/partners/deals", { data: body });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { deal: { _id: string } }).deal._id;
}
