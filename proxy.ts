import { NextResponse, type NextRequest } from "next/server";

// Next 16's name for middleware. An optimistic check only: visitors without a session
// cookie never reach the dashboard or the console; the server verifies the session again.
export const SESSION_COOKIE = "partner_token";

export function proxy(request: NextRequest) {
  if (request.cookies.has(SESSION_COOKIE)) return NextResponse.next();
  const login = new URL("/partner-portal/login", request.url);
  login.searchParams.set("next", request.nextUrl.pathname);
  return NextResponse.redirect(login);
}

export const config = {
  matcher: ["/partner-portal/dashboard/:path*", "/admin/:path*"],
};
