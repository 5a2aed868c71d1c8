// POST /api/auth/login: checks email and password, starts a session (httpOnly cookie and token); with two-factor authentication on, answers a pending-login token for the code instead.
import { NextResponse } from "next/server";
import { withHandler } from "@/lib/api/handler";
import { login } from "@/lib/server/auth/login";
import { setSessionCookie } from "@/lib/server/auth/session";
import { resendVerificationIfDue } from "@/lib/server/auth/email-verification";
import { authMessages, loginSchema } from "@/lib/validation/auth";

// Every attempt per address, right or wrong: bounds the password hashing one address can
// cause. The limits that stop guessing count failures only (lib/server/auth/login.ts).
const attemptsPerAddress = {
  name: "login-attempts:ip",
  limit: 60,
  windowMs: 60_000,
  message: authMessages.tooManyLogins,
};

export const POST = withHandler(
  { body: loginSchema, rateLimit: attemptsPerAddress },
  async ({ body, ip, request }) => {
    const result = await login(
      body,
      { ip, userAgent: request.headers.get("user-agent") },
      { onUnverified: resendVerificationIfDue },
    );
    if ("pendingToken" in result) {
      return NextResponse.json(
        {
          success: true,
          twoFactorRequired: true,
          pendingToken: result.pendingToken,
          expiresAt: result.expiresAt.toISOString(),
        },
        { headers: { "Cache-Control": "no-store" } },
      );
    }
    const response = NextResponse.json({ success: true, token: result.session.token, user: result.user });
    setSessionCookie(response, result.session);
    return response;
  },
);
