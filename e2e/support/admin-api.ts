import { expect, request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { e2eConfig } from "./config";
import { adminAccount } from "./identities";

// The programme team's API, signed in as the configured admin: for arranging and finding the
// data a test is not about. Always the main server's API, in the portal-proxy project too.

/** A new API client signed in as the configured admin; the caller disposes of it when done. */
export async function openAdminApi(): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL: e2eConfig.baseUrl });
  const login = await api.post("/api/auth/login", { data: adminAccount });
  expect(login.status(), await login.text()).toBe(200);
  return api;
}

/** POSTs `data` as the admin, expects success and returns the JSON body. */
export async function postAsAdmin(
  api: APIRequestContext,
  path: string,
  data?: unknown,
): Promise<Record<string, unknown>> {
  const response = await api.post(path, { data: data ?? {} });
  const body = (await response.json()) as Record<string, unknown>;
  expect(response.ok(), JSON.stringify(body)).toBe(true);
  return body;
}

/** The id of the newest claim the console finds for `email`. */
export async function findClaimId(api: APIRequestContext, email: string): Promise<string> {
  const response = await api.get(`/api/admin/claims?search=${encodeURIComponent(email)}`);
  const body = (await response.json()) as { items: { id: string }[] };
  expect(body.items.length, `a claim for ${email}`).toBeGreaterThan(0);
  return body.items[0]!.id;
}

/** The id of the first partner the console finds for the company name. */
export async function findPartnerId(api: APIRequestContext, company: string): Promise<string> {
  const response = await api.get(`/api/admin/partners?search=${encodeURIComponent(company)}`);
  const body = (await response.json()) as { items: { id: string }[] };
  expect(body.items.length, `a partner named ${company}`).toBeGreaterThan(0);
  return body.items[0]!.id;
}
