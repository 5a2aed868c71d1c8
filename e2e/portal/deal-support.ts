// Shared steps of the deal journeys: the Deals tab, the registration form, a partner's own
// API session, the programme team's console page, and deals arranged through the real API.
import { expect, request as playwrightRequest, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { e2eConfig } from "../support/config";
import { admin as adminAccount, signIn as signInApi } from "./admin-support";
import { identity, strongPassword } from "./helpers";
import { DAY_MS } from "@/lib/time";

export { DAY_MS };
export const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
export const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

/** A customer name and website domain no other run has used. */
export function uniqueCustomer(name: string) {
  const { company: suffix } = identity("customer");
  return { customer: `${name} ${suffix.split(" ").slice(-2).join(" ")}`, domain: `${name.replace(/\W+/g, "-").toLowerCase()}-${suffix.replace(/\W+/g, "-").toLowerCase()}.example` };
}

export async function openTab(page: Page, name: string) {
  await page.getByRole("tab", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
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

/** The partner's own API session (its cookie), as an API client would hold it. */
export async function partnerApi(email: string): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL: e2eConfig.baseUrl });
  const login = await api.post("/api/auth/login", { data: { email, password: strongPassword } });
  expect(login.status(), await login.text()).toBe(200);
  return api;
}

/** Registers a deal through the partner's API and returns its id. */
export async function registerDeal(api: APIRequestContext, body: ReturnType<typeof dealBody>): Promise<string> {
  const created = await api.post("/api/partners/deals", { data: body });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { deal: { _id: string } }).deal._id;
}

/** A browser page signed in to the console as the configured admin. */
export async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInApi(page, adminAccount.email, adminAccount.password);
  return page;
}
