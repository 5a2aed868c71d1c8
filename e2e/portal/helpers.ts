import { hkdfSync } from "node:crypto";
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from "@playwright/test";
import { jwtDecrypt } from "jose";
import { e2eConfig } from "../support/config";
import { waitForMail } from "../support/mail";

// Shared steps of the portal journeys: unique identities, the captcha answer, emailed
// links, and the programme team's API (signed in as the configured admin).

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
let counter = 0;
/** A fresh email and company per call, so reruns against a kept database never collide. */
export function identity(prefix: string) {
  counter += 1;
  const id = `${prefix}-${run}-${counter}`;
  return { email: `${id}@${prefix}-co.test`, company: `${prefix} Co ${run} ${counter}` };
}

/** Fake timers, paused from before the page loads: the page's timers run only on clock.runFor. */
export async function freezeClock(page: Page): Promise<void> {
  const now = Date.now();
  await page.clock.install({ time: now });
  // Ahead of the clock however long installing took; nothing runs before the page loads.
  await page.clock.pauseAt(now + 5000);
}

/** Pauses an installed clock (one second ahead, so it is never in the past). */
export async function pauseClock(page: Page): Promise<void> {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
}

export const strongPassword = "Partner-Passw0rd!";

// HKDF-SHA256(SESSION_SECRET, "finlytic-partner-portal", "captcha"): the server's challenge key.
const captchaKey = new Uint8Array(hkdfSync("sha256", e2eConfig.serverEnv.SESSION_SECRET, "finlytic-partner-portal", "captcha", 32));

export async function captchaAnswer(token: string): Promise<string> {
  const { payload } = await jwtDecrypt(token, captchaKey);
  return String(payload.answer);
}

/** Opens the claim page and returns the answer of the captcha challenge it loaded. */
export async function openClaimPage(page: Page): Promise<{ answer: string }> {
  const challenge = page.waitForResponse((r) => r.url().endsWith("/api/captcha") && r.request().method() === "GET");
  await page.goto("/partner-portal/claim");
  const body = (await (await challenge).json()) as { token: string };
  return { answer: await captchaAnswer(body.token) };
}

/**
 * The first link to `path` in the newest email to `to` whose subject matches, on the
 * address the test's pages are served from (the portal-proxy project's server opens the
 * links that the main server, its partner API, mailed).
 */
export async function linkFromMail(to: string, subject: string | RegExp, path: string): Promise<string> {
  const mail = await waitForMail(to, subject);
  const link = mail.text.match(new RegExp(`https?://\\S+${path.replace(/[?]/g, "\\?")}\\S*`))?.[0];
  expect(link, `a ${path} link in "${mail.subject}"`).toBeTruthy();
  const site = test.info().project.use.baseURL;
  return site ? link!.replace(/^https?:\/\/[^/]+/, site) : link!;
}

export async function otpFromMail(to: string): Promise<string> {
  const mail = await waitForMail(to, "verification code");
  return mail.subject.match(/(\d{6})/)![1]!;
}

/** An API client signed in as the admin from the server's environment. */
export async function adminApi(): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL: e2eConfig.baseUrl });
  const login = await api.post("/api/auth/login", { data: { email: e2eConfig.serverEnv.ADMIN_EMAIL, password: e2eConfig.serverEnv.ADMIN_PASSWORD } });
  expect(login.ok(), await login.text()).toBe(true);
  return api;
}

export async function adminPost(api: APIRequestContext, path: string, data?: unknown): Promise<Record<string, unknown>> {
  const response = await api.post(path, { data: data ?? {} });
  const body = (await response.json()) as Record<string, unknown>;
  expect(response.ok(), JSON.stringify(body)).toBe(true);
  return body;
}

export async function findClaimId(api: APIRequestContext, email: string): Promise<string> {
  const response = await api.get(`/api/admin/claims?search=${encodeURIComponent(email)}`);
  const body = (await response.json()) as { items: { id: string; companyEmail?: string }[] };
  expect(body.items.length, `a claim for ${email}`).toBeGreaterThan(0);
  return body.items[0]!.id;
}

export async function findPartnerId(api: APIRequestContext, company: string): Promise<string> {
  const response = await api.get(`/api/admin/partners?search=${encodeURIComponent(company)}`);
  const body = (await response.json()) as { items: { id: string }[] };
  expect(body.items.length, `a partner named ${company}`).toBeGreaterThan(0);
  return body.items[0]!.id;
}

/** A registration payload for the API (the wizard's answers, renamed as the wizard sends them). */
export function registrationPayload(input: { email: string; company: string; name?: string; invitationToken?: string }) {
  return {
    companyName: input.company,
    website: "https://partner.example",
    industry: "Consulting",
    companySize: "11-50",
    annualRevenue: "$1M - $5M",
    primaryContact: { name: input.name ?? "Grace Hopper", title: "Director", email: input.email, phone: "+44 20 7946 0000", password: strongPassword, confirmPassword: strongPassword },
    secondaryContact: null,
    partnershipType: "referral",
    geographicCoverage: ["Europe"],
    industryFocus: ["Financial Services"],
    currentClients: [],
    expectedDeals: "3-5",
    technicalCapabilities: ["ERP Implementation"],
    teamStrength: { finance: 2, technical: 3, sales: 1 },
    certifications: [],
    invitationToken: input.invitationToken ?? null,
    partnerOnboardingTermsAccepted: true,
  };
}

/**
 * An active, verified partner made through the API (invitation, registration, emailed
 * verification link), for tests that start signed out at the login page.
 */
export async function createActivePartner(prefix: string, name = "Grace Hopper", ownEmail?: string): Promise<{ email: string; company: string; partnerId: string; admin: APIRequestContext }> {
  const generated = identity(prefix);
  const { company } = generated;
  const email = ownEmail ?? generated.email;
  const admin = await adminApi();
  await adminPost(admin, "/api/admin/invitations", { email, companyName: company });
  const invite = new URL(await linkFromMail(email, "invited", "/partner-portal/register?invite=")).searchParams.get("invite")!;
  const visitor = await playwrightRequest.newContext({ baseURL: e2eConfig.baseUrl });
  const registered = await visitor.post("/api/auth/register", {
    multipart: { data: JSON.stringify(registrationPayload({ email, company, name, invitationToken: invite })) },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const token = new URL(await linkFromMail(email, "Verify your email", "/partner-portal/verify-email?token=")).searchParams.get("token")!;
  expect((await visitor.get(`/api/auth/verify-email/${token}`)).ok()).toBe(true);
  await visitor.dispose();
  return { email, company, partnerId: await findPartnerId(admin, company), admin };
}

let shared: ReturnType<typeof createSharedPartner> | undefined;
async function createSharedPartner() {
  const partner = await createActivePartner("shared");
  const { seedDashboard } = await import("./dashboard-data");
  const seeded = await seedDashboard(partner.admin, partner.partnerId);
  return { ...partner, ...seeded };
}
/**
 * One active partner with the seeded dashboard, made once per test worker: registrations
 * are rate-limited per address, so the specs that only read share it.
 */
export function sharedPartner() {
  shared ??= createSharedPartner();
  return shared;
}

export async function signIn(page: Page, email: string, password = strongPassword): Promise<void> {
  await page.goto("/partner-portal/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/partner-portal\/dashboard$/);
}
