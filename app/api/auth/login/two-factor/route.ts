// POST /api/auth/login/two-factor: the sign-in's second step ({ pendingToken, code }: a TOTP or recovery code); starts the session like /api/auth/login.
import { NextResponse } from "next/server";
import { withHandler } from "@/lib/api/handler";
import { loginSecondStep } from "@/lib/server/auth/login";
import { setSessionCookie } from "@/lib/server/auth/session";
import { authMessages } from "@/lib/validation/auth";
import { loginSecondStepSchema } from "@/lib/validation/account";

// Per address, on top of the per-account lock after five wrong codes.
const codesPerAddress = {
  name: "login-2fa:ip",
  limit: 20,
  windowMs: 15 * 60_000,
  message: authMessages.tooManyLogins,
};

export const POST = withHandler(
  { body: loginSecondStepSchema, rateLimit: codesPerAddress, maxBodyBytes: 4096 },
  async ({ body, ip, request }) => {
    const result = await loginSecondStep(body, { ip, userAgent: request.headers.get("user-agent") });
    const response = NextResponse.json({ success: true, token: result.session.token, user: result.user });
    setSessionCookie(response, result.session);
    return response;
  },
);
