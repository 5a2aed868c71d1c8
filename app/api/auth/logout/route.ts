// POST /api/auth/logout: revokes the session row and clears the cookie (idempotent).
import { NextResponse } from "next/server";
import { withHandler } from "@/lib/api/handler";
import { getAuth } from "@/lib/server/auth/guards";
import { clearSessionCookie, revokeSession } from "@/lib/server/auth/session";
import { authMessages } from "@/lib/validation/auth";

export const POST = withHandler({}, async ({ request }) => {
  const auth = await getAuth(request);
  if (auth) await revokeSession(auth.sessionId);
  const response = NextResponse.json({ success: true, message: authMessages.loggedOut });
  clearSessionCookie(response);
  return response;
});
