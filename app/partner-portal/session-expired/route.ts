// GET /partner-portal/session-expired: where the dashboard sends a visitor whose cookie no
// longer opens it (revoked or expired session, account no longer active). Clears the cookie
// and goes to the login page, so a stale cookie can never loop between login and dashboard.
import { NextResponse, type NextRequest } from "next/server";
import { getAuth } from "@/lib/server/auth/guards";
import { clearSessionCookie, revokeSession } from "@/lib/server/auth/session";

export async function GET(request: NextRequest) {
  const auth = await getAuth(request).catch(() => null);
  if (auth?.user.role === "admin") return NextResponse.redirect(new URL("/admin", request.url));
  const usable = auth?.partner?.status === "active" && auth.user.email_verified_at;
  if (usable) return NextResponse.redirect(new URL("/partner-portal/dashboard", request.url));
  // A session that cannot open the portal is ended, so signing in again starts clean.
  if (auth) await revokeSession(auth.sessionId);
  const login = new URL("/partner-portal/login", request.url);
  login.searchParams.set("next", "/partner-portal/dashboard");
  const response = NextResponse.redirect(login);
  clearSessionCookie(response);
  return response;
}
