// GET /partner-portal/session-expired: where the dashboard sends a visitor whose cookie no
// longer opens it (revoked or expired session, account no longer active). Clears the cookie
// and goes to the login page, so a stale cookie can never loop between login and dashboard.
import type { NextRequest } from "next/server";
import { redirectToPath } from "@/lib/api/redirect";
import { canUsePortal, getSignedIn } from "@/lib/server/auth/guards";
import { clearSessionCookie, revokeSession, tokenFromHeaders } from "@/lib/server/auth/session";
import { endedSessionReason } from "@/lib/server/auth/ended-sessions";
import { getDb } from "@/lib/server/db";
import { partnerApiBase } from "@/lib/server/upstream/partner-api";
import { portalRoutes } from "@/lib/portal-routes";

export async function GET(request: NextRequest) {
  const signedIn = await getSignedIn(request).catch(() => null);
  if (signedIn?.user.role === "admin") return redirectToPath(portalRoutes.admin);
  if (signedIn && canUsePortal(signedIn.user)) return redirectToPath(portalRoutes.dashboard);
  // A session that cannot open the portal is ended, so signing in again starts clean (in
  // proxy mode the partner API's session simply expires; the cookie goes either way).
  if (signedIn?.sessionId) await revokeSession(signedIn.sessionId);
  // A colleague removed from the company is told so on the login page.
  const token = signedIn ? null : tokenFromHeaders(request.headers);
  const removed = token && !partnerApiBase() ? await endedSessionReason(await getDb(), token) : null;
  // Relative: the browser stays on the address it used, never request.url's host.
  const response = redirectToPath(portalRoutes.login, {
    next: portalRoutes.dashboard,
    ...(removed ? { signedOut: removed } : {}),
  });
  clearSessionCookie(response);
  return response;
}
