import { describe, expect, it } from "vitest";
import { jwtDecrypt } from "jose";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { env } from "@/lib/server/env";
import { POST as sendOtp } from "@/app/api/auth/send-otp/route";
import { POST as verifyOtp } from "@/app/api/auth/verify-otp/route";
import { GET as captcha } from "@/app/api/captcha/route";
import { POST as captchaCheck } from "@/app/api/captcha/check/route";
import { POST as claimPortal } from "@/app/api/partners/claim-portal/route";
import { GET as adminClaims } from "@/app/api/admin/claims/route";
import { POST as approveClaim } from "@/app/api/admin/claims/[id]/approve/route";
import { POST as createItem } from "@/app/api/admin/partners/[id]/[collection]/route";
import { GET as claimToken } from "@/app/api/partners/claim/verify-token/[token]/route";
import { POST as register } from "@/app/api/auth/register/route";
import { POST as login } from "@/app/api/auth/login/route";
import { GET as me } from "@/app/api/auth/me/route";
import { POST as logout } from "@/app/api/auth/logout/route";
import { POST as forgot } from "@/app/api/auth/forgot-password/route";
import { POST as reset } from "@/app/api/auth/reset-password/route";
import { GET as dashboard } from "@/app/api/partners/dashboard/route";
import { GET as deals } from "@/app/api/partners/deals/route";
import { captchaKey } from "@/lib/server/claims/captcha";
import { fixtures, linkIn } from "@/test/support/fixtures";
import {
  adminToken,
  prepareJourneys,
  registration,
  signIn,
  smtp,
  verifyFromEmail,
} from "@/test/support/journeys";
import { buildMultipart, callRoute } from "@/test/support/routes";

// The claim journey, end to end through the route handlers, with every email delivered over
// SMTP to a real server and every code and link read from it. The background sender is replaced
// by explicit flushes (deliverDueMail) so nothing races. The journeys without a claim are in
// ./journeys-without-claim.test.ts.
freshTestDatabase();
prepareJourneys();

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
});
