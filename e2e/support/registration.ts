import { expect, request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { solveCaptchaThroughApi } from "./captcha";
import { e2eConfig } from "./config";
import { findLinkInText } from "./links";
import { waitForMail, waitForVerificationCode } from "./mail";

// The partner-side steps the console and the dashboard journeys start from, all through the
// real API and the real SMTP sink: a claim, an invited registration, an open registration.

export interface RegistrationFields {
  email: string;
  companyName: string;
  password: string;
  contactName?: string;
}

/** The registration wizard's answers as POST /api/auth/register takes them (its `data` part). */
export function registrationPayload(fields: RegistrationFields) {
  return {
    companyName: fields.companyName,
    website: "https://registered.example",
    industry: "Financial Services",
    companySize: "51-200",
    annualRevenue: "$5M - $10M",
    gstTaxId: "",
    primaryContact: {
      name: fields.contactName ?? "Ivy Invitee",
      title: "CEO",
      email: fields.email,
      phone: "+44 20 7946 0000",
      linkedinUrl: "",
      password: fields.password,
      confirmPassword: fields.password,
    },
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
export const samplePdf = Buffer.from(
  "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
);

export interface Attachment {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/**
 * Registers a company from an emailed invitation link, then opens the emailed verification
 * link; returns the new partner's own API session.
 */
export async function registerFromInvitation(
  inviteUrl: URL,
  fields: RegistrationFields,
  attachments: Attachment[] = [],
  baseUrl = e2eConfig.baseUrl,
): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL: baseUrl });
  const data = { ...registrationPayload(fields), invitationToken: inviteUrl.searchParams.get("invite") };
  // Playwright's multipart takes one value per name; a single file is all these journeys need.
  const [file] = attachments;
  const registered = await api.post("/api/auth/register", {
    multipart: { data: JSON.stringify(data), ...(file ? { attachments: file } : {}) },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const verification = await waitForMail(fields.email, "Verify your email");
  const token = findLinkInText(verification.text, "verify-email").searchParams.get("token") ?? "";
  expect((await api.get(`/api/auth/verify-email/${encodeURIComponent(token)}`)).status()).toBe(200);
  return api;
}

/** An open (anonymous) registration, which waits for the team's approval. */
export async function registerAnonymously(fields: {
  email: string;
  companyName: string;
  contactName: string;
}): Promise<void> {
  const api = await playwrightRequest.newContext({ baseURL: e2eConfig.baseUrl });
  try {
    const response = await api.post("/api/auth/register-anonymous", {
      data: registrationPayload({ ...fields, password: "Anonymous-Passw0rd!" }),
    });
    expect(response.status(), await response.text()).toBe(200);
  } finally {
    await api.dispose();
  }
}

/** Submits a partnership claim as an applicant would: code by email, verify, captcha, submit. */
export async function submitClaim(
  fields: { firstName: string; companyName: string; email: string; whyJoin: string },
  baseUrl = e2eConfig.baseUrl,
): Promise<void> {
  const api = await playwrightRequest.newContext({ baseURL: baseUrl });
  try {
    expect(
      (
        await api.post("/api/auth/send-otp", { data: { email: fields.email, purpose: "email_verification" } })
      ).status(),
    ).toBe(200);
    const otp = await waitForVerificationCode(fields.email);
    expect(
      (
        await api.post("/api/auth/verify-otp", {
          data: { email: fields.email, otp, purpose: "email_verification" },
        })
      ).status(),
    ).toBe(200);
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
        ...(await solveCaptchaThroughApi(api)),
      },
    });
    expect(claim.status(), await claim.text()).toBe(200);
  } finally {
    await api.dispose();
  }
}
