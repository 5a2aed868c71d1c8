import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { jwtDecrypt } from "jose";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { env, resetEnvForTests } from "@/lib/server/env";
import { POST as sendOtp } from "@/app/api/auth/send-otp/route";
import { POST as verifyOtp } from "@/app/api/auth/verify-otp/route";
import { GET as captcha } from "@/app/api/captcha/route";
import { POST as captchaCheck } from "@/app/api/captcha/check/route";
import { POST as claimPortal } from "@/app/api/partners/claim-portal/route";
import { GET as adminClaims } from "@/app/api/admin/claims/route";
import { POST as approveClaim } from "@/app/api/admin/claims/[id]/approve/route";
import { POST as invite } from "@/app/api/admin/invitations/route";
import { POST as approveRegistration } from "@/app/api/admin/registrations/[id]/approve/route";
import { GET as adminRegistrations } from "@/app/api/admin/registrations/route";
import { POST as createItem } from "@/app/api/admin/partners/[id]/[collection]/route";
import { GET as claimToken } from "@/app/api/partners/claim/verify-token/[token]/route";
import { GET as inviteToken } from "@/app/api/partners/invitation/verify-token/[token]/route";
import { POST as register } from "@/app/api/auth/register/route";
import { POST as registerAnonymous } from "@/app/api/auth/register-anonymous/route";
import { GET as verifyEmail } from "@/app/api/auth/verify-email/[token]/route";
import { POST as login } from "@/app/api/auth/login/route";
import { GET as me } from "@/app/api/auth/me/route";
import { POST as logout } from "@/app/api/auth/logout/route";
import { POST as forgot } from "@/app/api/auth/forgot-password/route";
import { POST as reset } from "@/app/api/auth/reset-password/route";
import { GET as dashboard } from "@/app/api/partners/dashboard/route";
import { GET as deals } from "@/app/api/partners/deals/route";
import { ensureFirstAdmin } from "@/lib/server/auth/admins";
import { captchaKey } from "@/lib/server/claims/captcha";
import { startSmtpCapture, type SmtpCapture } from "@/test/support/smtp-capture";
import { fixtures, linkIn } from "@/test/support/fixtures";
import { buildMultipart, callRoute, sessionCookieFrom } from "@/test/support/routes";

// The scripted journeys of the issue, end to end through the route handlers, with every
// email delivered over SMTP to a real server and every code and link read from it. The
// background sender is replaced by explicit flushes (deliverDueMail) so nothing races.
vi.mock("@/lib/server/mail/sender", () => ({ kickMailSender: vi.fn(), startMailSender: vi.fn() }));

freshTestDatabase();
let smtp: SmtpCapture;
let adminToken: string;
const saved = { ...process.env };

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

function registration(prefill: Record<string, unknown>, email: string, tokens: Record<string, string>) {
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

async function verifyFromEmail(email: string) {
  const mail = await smtp.waitFor(email, "Verify your email");
  const { url, token } = linkIn(mail.text, "/partner-portal/verify-email?token=");
  expect(url.origin).toBe(env().APP_URL);
  const result = await callRoute(verifyEmail, url.pathname, { params: { token } });
  expect(result.json).toEqual({ success: true, message: "Email verified successfully! You can now login." });
}

async function signIn(email: string, password: string) {
  const result = await callRoute(login, "/api/auth/login", { body: { email, password } });
  expect(result.status).toBe(200);
  return { token: result.json.token as string, cookie: sessionCookieFrom(result.response) };
}

describe("journeys over a real SMTP server", () => {
  it("claim → approval → registration with attachments → verification → dashboard → logout → password reset", async () => {
    const email = "jordan@riverbank.example";
    expect(
      (await callRoute(sendOtp, "/api/auth/send-otp", { body: { email, purpose: "email_verification" } }))
        .status,
    ).toBe(200);
    const code = (await smtp.waitFor(email, "verification code")).text.match(/\b(\d{6})\b/)![1]!;
    expect(
      (
        await callRoute(verifyOtp, "/api/auth/verify-otp", {
          body: { email, otp: code, purpose: "email_verification" },
        })
      ).status,
    ).toBe(200);

    const challenge = (await callRoute(captcha, "/api/captcha")).json;
    const { payload } = await jwtDecrypt(challenge.token as string, captchaKey(env().SESSION_SECRET));
    const answer = String(payload.answer).toLowerCase();
    const checked = (
      await callRoute(captchaCheck, "/api/captcha/check", { body: { token: challenge.token, answer } })
    ).json;
    expect(checked.valid).toBe(true);
    const claim = await callRoute(claimPortal, "/api/partners/claim-portal", {
      body: {
        firstName: "Jordan",
        lastName: "Rivera",
        companyName: "Riverbank Partners",
        companyEmail: email,
        website: "riverbank.example",
        companySize: "11-50",
        industry: "technology",
        country: "CA",
        whyJoin: "We bring automation to finance teams across Canada.",
        linkedinUrl: "",
        captchaToken: checked.pass,
      },
    });
    expect(claim.json).toMatchObject({ success: true, message: "Partnership claim submitted successfully!" });
    await smtp.waitFor(email, "We received your Finlytic AI partnership claim");
    await smtp.waitFor("programme@finlytic.test", "New partnership claim: Riverbank Partners");

    const pending = (await callRoute(adminClaims, "/api/admin/claims?status=pending", { token: adminToken }))
      .json.items as { id: string; companyEmail: string }[];
    const claimId = pending.find((c) => c.companyEmail === email)!.id;
    expect(
      (await callRoute(approveClaim, "/x", { method: "POST", token: adminToken, params: { id: claimId } }))
        .status,
    ).toBe(200);
    const registerLink = linkIn(
      (await smtp.waitFor(email, "approved")).text,
      "/partner-portal/register?token=",
    );
    const prefill = await callRoute(claimToken, "/x", { params: { token: registerLink.token } });
    expect(prefill.json.prefilledData).toMatchObject({
      companyName: "Riverbank Partners",
      email,
      firstName: "Jordan",
      country: "CA",
    });

    const { body, contentType } = buildMultipart(
      {
        data: JSON.stringify(
          registration(prefill.json.prefilledData as Record<string, unknown>, email, {
            approvalToken: registerLink.token,
          }),
        ),
      },
      [
        { filename: "capabilities.pdf", content: fixtures.pdf(), type: "application/pdf" },
        { filename: "team-photo.png", content: fixtures.png(), type: "image/png" },
      ],
    );
    const registered = await callRoute(register, "/api/auth/register", {
      rawBody: new Uint8Array(body),
      headers: { "content-type": contentType },
    });
    expect(registered.json).toMatchObject({ success: true, user: { email, emailVerified: false } });
    const partnerId = (registered.json.user as { partnerId: string }).partnerId;
    expect(
      (await callRoute(login, "/api/auth/login", { body: { email, password: "Journey-Passw0rd!" } })).status,
    ).toBe(403);
    await verifyFromEmail(email);

    await callRoute(createItem, "/x", {
      body: { customerName: "Maple Foods", dealSize: 45000 },
      token: adminToken,
      params: { id: partnerId, collection: "deals" },
    });
    const session = await signIn(email, "Journey-Passw0rd!");
    const summary = await callRoute(dashboard, "/api/partners/dashboard", { cookie: session.cookie });
    expect(summary.json).toMatchObject({
      partner: { companyName: "Riverbank Partners" },
      stats: { active_deals: 1 },
      recentDeals: [{ customer_name: "Maple Foods", deal_size: 45000 }],
    });
    expect(((await callRoute(deals, "/x", { token: session.token })).json.deals as unknown[]).length).toBe(1);
    expect(
      (await callRoute(logout, "/api/auth/logout", { method: "POST", cookie: session.cookie })).status,
    ).toBe(200);
    expect((await callRoute(me, "/api/auth/me", { cookie: session.cookie })).status).toBe(401);

    expect((await callRoute(forgot, "/api/auth/forgot-password", { body: { email } })).json.message).toBe(
      "Password reset instructions sent to your email!",
    );
    const resetLink = linkIn(
      (await smtp.waitFor(email, "Reset your")).text,
      "/partner-portal/reset-password?token=",
    );
    expect(
      (
        await callRoute(reset, "/api/auth/reset-password", {
          body: { token: resetLink.token, newPassword: "Renewed-Passw0rd!" },
        })
      ).json.message,
    ).toBe("Password reset successfully!");
    await smtp.waitFor(email, "password was changed");
    expect(
      (await callRoute(login, "/api/auth/login", { body: { email, password: "Journey-Passw0rd!" } })).status,
    ).toBe(401);
    await signIn(email, "Renewed-Passw0rd!");
  });

  it("invitation → registration → verification → dashboard", async () => {
    const email = "morgan@harbor.example";
    expect(
      (await callRoute(invite, "/x", { body: { email, companyName: "Harbor Analytics" }, token: adminToken }))
        .status,
    ).toBe(200);
    const link = linkIn((await smtp.waitFor(email, "invited")).text, "/partner-portal/register?invite=");
    expect(link.url.searchParams.get("invite")).toBe(link.token);
    const prefill = (await callRoute(inviteToken, "/x", { params: { token: link.token } })).json
      .prefilledData as { companyName: string; primaryContact: { email: string } };
    expect(prefill).toEqual({ companyName: "Harbor Analytics", primaryContact: { email } });
    const { body, contentType } = buildMultipart(
      {
        data: JSON.stringify(
          registration({ companyName: prefill.companyName }, prefill.primaryContact.email, {
            invitationToken: link.token,
          }),
        ),
      },
      [],
    );
    expect(
      (
        await callRoute(register, "/api/auth/register", {
          rawBody: new Uint8Array(body),
          headers: { "content-type": contentType },
        })
      ).status,
    ).toBe(200);
    await verifyFromEmail(email);
    const session = await signIn(email, "Journey-Passw0rd!");
    expect((await callRoute(dashboard, "/x", { token: session.token })).json).toMatchObject({
      partner: { companyName: "Harbor Analytics", tier: "bronze" },
      stats: { total_revenue: 0 },
    });
  });

  it("anonymous registration → verification → admin approval → dashboard", async () => {
    const email = "casey@openroad.example";
    const submitted = await callRoute(registerAnonymous, "/api/auth/register-anonymous", {
      body: registration({ companyName: "Open Road Consulting" }, email, {}),
    });
    expect(submitted.json).toEqual({
      success: true,
      message: "Registration submitted successfully! Your account is pending approval.",
    });
    await smtp.waitFor("programme@finlytic.test", "Registration waiting for approval: Open Road Consulting");
    await verifyFromEmail(email);
    const refused = await callRoute(login, "/api/auth/login", {
      body: { email, password: "Journey-Passw0rd!" },
    });
    expect([refused.status, refused.json.error]).toEqual([
      403,
      "Your account is pending approval. You will receive an email once it has been approved.",
    ]);
    const queue = (await callRoute(adminRegistrations, "/x", { token: adminToken })).json.items as {
      id: string;
      companyName: string;
    }[];
    const partner = queue.find((p) => p.companyName === "Open Road Consulting")!;
    expect(
      (
        await callRoute(approveRegistration, "/x", {
          method: "POST",
          token: adminToken,
          params: { id: partner.id },
        })
      ).status,
    ).toBe(200);
    await smtp.waitFor(email, "partner account is approved");
    const session = await signIn(email, "Journey-Passw0rd!");
    expect((await callRoute(dashboard, "/x", { token: session.token })).json).toMatchObject({
      partner: { companyName: "Open Road Consulting", status: "active" },
    });
  });
});
