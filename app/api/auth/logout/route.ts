// POST /api/auth/logout: revokes the session row and clears the cookie (idempotent).
import { NextResponse } from "next/server";
import { withHandler } from "@/lib/api/handler";
import { getAuth } from "@/lib/server/auth/guards";
import { clearSessionCookie, revokeSession } from "@/lib/server/auth/session";
import { authMessages } from "@/lib/validation/auth";

// Per address: each sign-out writes to the sessions table.
const logoutsPerAddress = {
  name: "logout:ip",
  limit: 60,
  windowMs: 60_000,
  message: authMessages.tooManyRequests,
};

export const POST = withHandler({ rateLimit: logoutsPerAddress }, async ({ request }) => {
  const auth = await getAuth(request);
  if (auth) await revokeSession(auth.sessionId);
  const response = NextResponse.json({ success: true, message: authMessages.loggedOut });
  clearSessionCookie(response);
  return response;
});
