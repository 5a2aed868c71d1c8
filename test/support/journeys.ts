// What the registration journeys share (imported by *.test.ts only): a real SMTP server every
// email is delivered to, the first programme-team member signed in, the registration wizard's
// body, the verification link followed from its email, and a partner's sign-in.
import { afterAll, beforeAll, expect } from "vitest";
import { env, resetEnvForTests } from "@/lib/server/env";
import { POST as login } from "@/app/api/auth/login/route";
import { GET as verifyEmail } from "@/app/api/auth/verify-email/[token]/route";
import { ensureFirstAdmin } from "@/lib/server/auth/admins";
import { startSmtpCapture, type SmtpCapture } from "./smtp-capture";
import { linkIn } from "./fixtures";
import { callRoute, sessionCookieFrom } from "./routes";

export let smtp: SmtpCapture;
export let adminToken: string;
const saved = { ...process.env };

/** Starts the SMTP server and signs the first programme-team member in for the calling file. */
export function prepareJourneys() {
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    Object.assign(process.env, {
      SMTP_URL: smtp.url,
      ADMIN_EMAIL: "admin@finlytic.test",
      ADMIN_PASSWORD: "Admin-Passw0rd!",
      PROGRAMME_EMAIL: "programme@finlytic.test",
    });
    resetEnvForTests();
    expect(await ensureFirstAdmin()).toBe("created");
    adminToken = (
      await callRoute(login, "/api/auth/login", {
        body: { email: "admin@finlytic.test", password: "Admin-Passw0rd!" },
      })
    ).json.token as string;
  });
  afterAll(async () => {
    await smtp.close();
    for (const key of ["SMTP_URL", "ADMIN_EMAIL", "ADMIN_PASSWORD", "PROGRAMME_EMAIL"])
      if (!(key in saved)) delete process.env[key];
    resetEnvForTests();
  });
}

export function registration(
  prefill: Record<string, unknown>,
  email: string,
  tokens: Record<string, string>,
) {
  return {
    companyName: prefill.companyName,
    website: prefill.website ?? "https://example.com",
    industry: prefill.industry ?? "Technology",
    companySize: prefill.companySize ?? "11-50",
    annualRevenue: "$1M - $5M",
    gstTaxId: "",
    primaryContact: {
      name: "Jordan Rivera",
      title: "Partner Lead",
      email,
      phone: "+1 555 0199",
      linkedinUrl: "",
      password: "Journey-Passw0rd!",
      confirmPassword: "Journey-Passw0rd!",
    },
    secondaryContact: null,
    partnershipType: "referral",
    geographicCoverage: ["North America"],
    industryFocus: ["Financial Services"],
    currentClients: [],
    expectedDeals: "1-2",
    technicalCapabilities: ["API Integration"],
    teamStrength: { finance: 2, technical: 3, sales: 1 },
    certifications: [],
    currentTechnology: prefill.currentTechnology ?? "",
    linkedinUrl: "",
    location: { country: prefill.country ?? "US" },
    partnerOnboardingTermsAccepted: true,
    ...tokens,
  };
}

export async function verifyFromEmail(email: string) {
  const mail = await smtp.waitFor(email, "Verify your email");
  const { url, token } = linkIn(mail.text, "/partner-portal/verify-email?token=");
  expect(url.origin).toBe(env().APP_URL);
  const result = await callRoute(verifyEmail, url.pathname, { params: { token } });
  expect(result.json).toEqual({ success: true, message: "Email verified successfully! You can now login." });
}

export async function signIn(email: string, password: string) {
  const result = await callRoute(login, "/api/auth/login", { body: { email, password } });
  expect(result.status).toBe(200);
  return { token: result.json.token as string, cookie: sessionCookieFrom(result.response) };
}
