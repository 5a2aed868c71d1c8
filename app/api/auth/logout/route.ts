// POST /api/auth/logout: revokes the session row and clears the cookie (idempotent); for a session from an OpenID provider with OIDC_END_PROVIDER_SESSION on, also answers providerLogoutUrl, where the browser goes next to end the provider's session.
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
  const providerLogoutUrl = auth ? await revokeSession(auth.sessionId) : null;
  const response = NextResponse.json({
    success: true,
    message: authMessages.loggedOut,
    ...(providerLogoutUrl ? { providerLogoutUrl } : {}),
  });
  clearSessionCookie(response);
  return response;
});
