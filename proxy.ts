import { NextResponse, type NextRequest } from "next/server";
import { safeNextPath } from "@/lib/client/portal-next-path";
import { portalRoutes } from "@/lib/portal-routes";
import { canUsePortal, signedInFor, type SignedIn } from "@/lib/server/auth/guards";
import { readSessionToken } from "@/lib/server/auth/jwt";
import { env } from "@/lib/server/env";
import { hasNoncePolicy, withNoncePolicy } from "@/lib/server/security/page-policy";
import { partnerApiBase } from "@/lib/server/upstream/partner-api";
import { upstreamSectionOf } from "@/lib/server/upstream/console-sections";

// Next 16's name for middleware (Node.js runtime). It gives the portal's and console's pages
// their per-request script nonce (lib/server/security/page-policy.ts), and redirects; pages
// and handlers verify the session again through the data access layer.
export const SESSION_COOKIE = "partner_token";
const loginPath = portalRoutes.login;
const dashboardPath = portalRoutes.dashboard;

/** Where a signed-in user belongs: their safe `next` path when it fits the role, else their home. */
function homeFor(role: "partner" | "admin", next: string | null): string {
  if (role === "admin") return next?.startsWith("/admin") ? next : "/admin";
  return next?.startsWith("/partner-portal/") ? next : dashboardPath;
}

/**
 * `path` on the public address. Never `request.url`: its host is the one the server listens
 * on, or whatever Host header the request carried. (Next turns a Location on the request's
 * own host into a relative one.)
 */
function publicUrl(path: string): URL {
  return new URL(path, env().APP_URL);
}

function withoutCookie(response: NextResponse): NextResponse {
  response.cookies.delete(SESSION_COOKIE);
  return response;
}

/**
 * Renders the page, with the nonce policy on the portal's and console's pages. In proxy mode a
 * console section whose data the partner API keeps renders /admin/upstream instead
 * (lib/server/upstream/console-sections.ts), at the address asked for.
 */
function renderPage(request: NextRequest): NextResponse {
  const { pathname } = request.nextUrl;
  if (!hasNoncePolicy(pathname)) return NextResponse.next();
  const { headers, policy } = withNoncePolicy(request.headers, {
    dev: process.env.NODE_ENV === "development",
  });
  const upstream = upstreamSectionOf(pathname) ? upstreamPage(request) : null;
  const response = upstream
    ? NextResponse.rewrite(upstream, { request: { headers } })
    : NextResponse.next({ request: { headers } });
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

function upstreamPage(request: NextRequest): URL {
  const url = request.nextUrl.clone();
  url.pathname = "/admin/upstream";
  url.search = new URLSearchParams({ from: request.nextUrl.pathname }).toString();
  return url;
}

/** The pages only a signed-in user may open (the portal's other screens are for visitors). */
const needsSession = (pathname: string) => /^\/(admin|partner-portal\/dashboard)(\/|$)/.test(pathname);

export async function proxy(request: NextRequest) {
  if (!needsSession(request.nextUrl.pathname) && request.nextUrl.pathname !== loginPath)
    return renderPage(request);
  // An address that does not decode or holds a NUL never gets here: the production server
  // answers it (server/address-checks.ts).
  const token = request.cookies.get(SESSION_COOKIE)?.value;
  // Proxy mode: the partner API signs the tokens, so only it can tell whether one is good.
  const proxied = Boolean(partnerApiBase());
  // Signature and expiry only: cheap, no database.
  const claims = token && !proxied ? await readSessionToken(token) : null;

  if (request.nextUrl.pathname === loginPath) {
    if (!token) return renderPage(request);
    // Leaving the login page needs a live session, not just a well-signed token: a revoked
    // session would otherwise bounce between this page and the dashboard.
    let signedIn: SignedIn | null = null;
    try {
      signedIn = claims || proxied ? await signedInFor(token) : null;
    } catch {
      // The partner API did not answer: show the login page, and keep a cookie that may be good.
      if (proxied) return renderPage(request);
    }
    if (!signedIn || (signedIn.user.role !== "admin" && !canUsePortal(signedIn.user)))
      return withoutCookie(renderPage(request));
    const next = safeNextPath(request.nextUrl.searchParams.get("next"));
    return NextResponse.redirect(publicUrl(homeFor(signedIn.user.role, next)));
  }

  // The page checks the session itself; in proxy mode a cookie is all there is to see here.
  if (claims || (proxied && token)) return renderPage(request);
  const login = publicUrl(loginPath);
  login.searchParams.set("next", `${request.nextUrl.pathname}${request.nextUrl.search}`);
  const response = NextResponse.redirect(login);
  return token ? withoutCookie(response) : response;
}

export const config = {
  // Pages only: API handlers check the session themselves, so the proxy would only add its
  // cost to every API request, and Next buffers (and cuts at 10 MB) a request body the proxy
  // sees, which would truncate uploads.
  matcher: ["/partner-portal/:path*", "/admin/:path*"],
};
