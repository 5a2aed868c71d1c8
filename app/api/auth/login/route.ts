// POST /api/auth/login: checks email and password, starts a session (httpOnly cookie and token).
import { NextResponse } from "next/server";
import { withHandler } from "@/lib/api/handler";
import { login } from "@/lib/server/auth/login";
import { setSessionCookie } from "@/lib/server/auth/session";
import { resendVerificationIfDue } from "@/lib/server/auth/email-verification";
import { loginSchema } from "@/lib/validation/auth";

export const POST = withHandler({ body: loginSchema }, async ({ body, ip, request }) => {
  const result = await login(body, { ip, userAgent: request.headers.get("user-agent") }, { onUnverified: resendVerificationIfDue });
  const response = NextResponse.json({ success: true, token: result.session.token, user: result.user });
  setSessionCookie(response, result.session);
  return response;
});
