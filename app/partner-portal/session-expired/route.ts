// GET /partner-portal/session-expired: where the dashboard sends a visitor whose cookie no
// longer opens it (revoked or expired session, account no longer active). Clears the cookie
// and goes to the login page, so a stale cookie can never loop between login and dashboard.
import type { NextRequest } from "next/server";
import { redirectToPath } from "@/lib/api/redirect";
import { getAuth } from "@/lib/server/auth/guards";
import { clearSessionCookie, revokeSession } from "@/lib/server/auth/session";

export async function GET(request: NextRequest) {
  const auth = await getAuth(request).catch(() => null);
  if (auth?.user.role === "admin") return redirectToPath("/admin");
  const usable = auth?.partner?.status === "active" && auth.user.email_verified_at;
  if (usable) return redirectToPath("/partner-portal/dashboard");
  // A session that cannot open the portal is ended, so signing in again starts clean.
  if (auth) await revokeSession(auth.sessionId);
  // Relative: the browser stays on the address it used, never request.url's host.
  const response = redirectToPath("/partner-portal/login", { next: "/partner-portal/dashboard" });
  clearSessionCookie(response);
  return response;
}
