// Shared steps of the console's journeys: sign-ins, and the partner-side actions the
// console reviews (a claim with its emailed code and captcha, a registration from an
// invitation), all through the real API and the real SMTP sink.
import { hkdfSync, randomUUID } from "node:crypto";
import { expect, request as playwrightRequest, type APIRequestContext, type Page } from "@playwright/test";
import { jwtDecrypt } from "jose";
import { e2eConfig } from "../support/config";
import { waitForMail } from "../support/mail";

export const admin = { email: e2eConfig.serverEnv.ADMIN_EMAIL, password: e2eConfig.serverEnv.ADMIN_PASSWORD };

/** A short unique suffix, so reruns against a reused server never collide. */
export const unique = () => randomUUID().slice(0, 8);

/** Signs the page's browser context in (the httpOnly cookie lands in the context). */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  const response = await page.request.post("/api/auth/login", { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
}

/** The first link in a message's text that contains `fragment`. */
export function linkIn(text: string, fragment: string): URL {
  const href = (text.match(/https?:\/\/\S+/g) ?? []).find((link) => link.includes(fragment));
  if (!href) throw new Error(`No link with ${fragment} in:\n${text}`);
  return new URL(href);
}

// The captcha's challenge token is encrypted with a key derived from SESSION_SECRET; the
// tests know the test secret, so they read the answer as the spec's test plan intends.
async function solveCaptcha(api: APIRequestContext): Promise<{ captchaToken: string; captchaAnswer: string }> {
  const challenge = (await (await api.get("/api/captcha")).json()) as { token: string };
  const key = new Uint8Array(hkdfSync("sha256", e2eConfig.serverEnv.SESSION_SECRET, "finlytic-partner-portal", "captcha", 32));
  const { payload } = await jwtDecrypt(challenge.token, key);
  return { captchaToken: challenge.token, captchaAnswer: String(payload.answer) };
}

/** Submits a partnership claim as an applicant would: code by email, verify, captcha, submit. */
export async function submitClaim(fields: { firstName: string; companyName: string; email: string; whyJoin: string }, baseUrl = e2eConfig.baseUrl): Promise<void> {
  const api = await playwrightRequest.newContext({ baseURL: baseUrl });
  try {
    expect((await api.post("/api/auth/send-otp", { data: { email: fields.email, purpose: "email_verification" } })).status()).toBe(200);
    const mail = await waitForMail(fields.email, "verification code");
    const otp = mail.subject.match(/(\d{6})$/)?.[1] ?? "";
    expect((await api.post("/api/auth/verify-otp", { data: { email: fields.email, otp, purpose: "email_verification" } })).status()).toBe(200);
    const claim = await api.post("/api/partners/claim-portal", {
      data: {
        firstName: fields.firstName,
        lastName: "Applicant",
        companyName: fields.companyName,
        companyEmail: fields.email,
        website: "applicant.example",
        companySize: "11-50",
        industry: "finance",
        customIndustry: "",
        currentTechnology: "NetSuite",
        linkedinUrl: "",
        country: "DE",
        customCountry: "",
        whyJoin: fields.whyJoin,
        additionalInfo: "",
        ...(await solveCaptcha(api)),
      },
    });
    expect(claim.status(), await claim.text()).toBe(200);
  } finally {
    await api.dispose();
  }
}

/** The wizard's registration payload (partner-portal.md section 3) with the given contact. */
export function registration(fields: { email: string; companyName: string; password: string; contactName?: string }) {
  return {
    companyName: fields.companyName,
    website: "https://registered.example",
    industry: "Financial Services",
    companySize: "51-200",
    annualRevenue: "$5M - $10M",
    gstTaxId: "",
    primaryContact: { name: fields.contactName ?? "Ivy Invitee", title: "CEO", email: fields.email, phone: "+44 20 7946 0000", linkedinUrl: "", password: fields.password, confirmPassword: fields.password },
    secondaryContact: null,
    partnershipType: "implementation",
    geographicCoverage: ["Europe"],
    industryFocus: ["Financial Services"],
    currentClients: [],
    expectedDeals: "3-5",
    technicalCapabilities: ["ERP Implementation"],
    teamStrength: { finance: 4, technical: 6, sales: 3 },
    certifications: [],
    currentTechnology: "",
    linkedinUrl: "",
    location: { country: "UK" },
    partnerOnboardingTermsAccepted: true,
  };
}

/** A small but real PDF (the server checks the magic bytes). */
export const samplePdf = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

/** Registers a company from an emailed invitation link and verifies its email; returns its own API session. */
export async function registerFromInvitation(
  inviteUrl: URL,
  fields: { email: string; companyName: string; password: string },
  attachments: { name: string; mimeType: string; buffer: Buffer }[] = [],
  baseUrl = e2eConfig.baseUrl,
): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL: baseUrl });
  const data = { ...registration(fields), invitationToken: inviteUrl.searchParams.get("invite") };
  // Playwright's multipart takes one value per name; a single file is all these journeys need.
  const [file] = attachments;
  const registered = await api.post("/api/auth/register", { multipart: { data: JSON.stringify(data), ...(file ? { attachments: file } : {}) } });
  expect(registered.status(), await registered.text()).toBe(200);
  const verification = await waitForMail(fields.email, "Verify your email");
  const token = linkIn(verification.text, "verify-email").searchParams.get("token") ?? "";
  expect((await api.get(`/api/auth/verify-email/${encodeURIComponent(token)}`)).status()).toBe(200);
  return api;
}

/** An open (anonymous) registration, which waits for the team's approval. */
export async function registerAnonymously(fields: { email: string; companyName: string; contactName: string }): Promise<void> {
  const api = await playwrightRequest.newContext({ baseURL: e2eConfig.baseUrl });
  try {
    const response = await api.post("/api/auth/register-anonymous", { data: registration({ ...fields, password: "Anonymous-Passw0rd!" }) });
    expect(response.status(), await response.text()).toBe(200);
  } finally {
    await api.dispose();
  }
}

/** An API session of the first admin, for arranging data the test is not about. */
export async function adminApi(): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL: e2eConfig.baseUrl });
  const response = await api.post("/api/auth/login", { data: admin });
  expect(response.status(), await response.text()).toBe(200);
  return api;
}

/** A verified, active partner made through an invitation; returns its id and credentials. */
export async function createPartner(companyName: string, attachments: { name: string; mimeType: string; buffer: Buffer }[] = []): Promise<{ partnerId: string; email: string; password: string }> {
  const email = `partner-${unique()}@invited.example`;
  const password = "Invited-Passw0rd!";
  const api = await adminApi();
  try {
    expect((await api.post("/api/admin/invitations", { data: { email, companyName } })).status()).toBe(200);
  } finally {
    await api.dispose();
  }
  const invitation = await waitForMail(email, "invited");
  const partner = await registerFromInvitation(linkIn(invitation.text, "register?invite="), { email, companyName, password }, attachments);
  const me = (await (await partner.get("/api/auth/me")).json()) as { user: { partnerId: string } };
  await partner.dispose();
  return { partnerId: me.user.partnerId, email, password };
}
