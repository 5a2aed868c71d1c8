import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { safeNextPath } from "@/lib/client/portal-next-path";
import { portalRoutes } from "@/lib/portal-routes";
import { authMessages } from "@/lib/validation/auth";
import type { SsoErrorCode } from "@/lib/validation/sso-messages";
import { moduleLog } from "@/lib/server/log";
import { secureCookies } from "@/lib/server/auth/session";
import { LOGIN_REQUEST_TTL_MS } from "@/lib/server/sso/login-requests";
import { SsoFlowError } from "@/lib/server/sso/errors";
import { redirectToPath } from "./redirect";

// The single sign-on routes answer browsers navigating, not scripts: every outcome is a
// redirect, and a failure lands on the sign-in page with its reason (?sso_error=<code>).

/** Sign-ins started and answers received per client address per 10 minutes. */
export const ssoRedirects = {
  name: "sso:ip",
  limit: 60,
  windowMs: 10 * 60_000,
  message: authMessages.tooManyRequests,
};

export function ssoFailure(error: unknown, next: string | null): NextResponse {
  let code: SsoErrorCode = "failed";
  // Every refusal leaves a line with its cause; the steps that know more log that first.
  if (error instanceof SsoFlowError) {
    code = error.code;
    moduleLog("sso").warn({ code }, "single sign-on refused");
  } else moduleLog("sso").error({ err: error }, "single sign-on failed");
  return ssoFailureRedirect(code, next);
}

/**
 * A browser route (the start, the callback): withHandler refuses an address over its limit
 * before the route's own code runs, with JSON that a browser navigating would show as it is.
 * That becomes the sign-in page with the reason instead; the callback's also clears the state
 * cookie, as its other answers do. (A NUL in the address never gets this far: the server
 * refuses it before Next, server/address-checks.ts.)
 */
export function browserRoute<Rest extends unknown[]>(
  handler: (request: NextRequest, ...rest: Rest) => Promise<Response>,
  options: { clearsState?: boolean } = {},
): (request: NextRequest, ...rest: Rest) => Promise<Response> {
  return async (request, ...rest) => {
    const response = await handler(request, ...rest);
    if (response.status !== 429) return response;
    moduleLog("sso").warn({ code: "tooMany" }, "single sign-on refused");
    if (options.clearsState) return clearSsoStateCookie(ssoFailureRedirect("tooMany", null));
    return ssoFailureRedirect("tooMany", safeNextPath(request.nextUrl.searchParams.get("next")));
  };
}

function ssoFailureRedirect(code: SsoErrorCode, next: string | null): NextResponse {
  const query: Record<string, string> = { sso_error: code };
  if (next) query.next = next;
  return noStore(redirectToPath(portalRoutes.login, query, 303));
}

export function noStore(response: NextResponse): NextResponse {
  response.headers.set("Cache-Control", "no-store");
  return response;
}

/** The browser's copy of the state of the sign-in it started, sent back to the callback only. */
const STATE_COOKIE = "sso_state";
const CALLBACK_PATH = "/api/auth/oidc/callback";

/** Where the state cookie goes: HttpOnly, to the callback only. */
function stateCookieOptions() {
  return {
    httpOnly: true,
    // Lax: sent when the provider sends the browser back (a top-level GET from another site).
    sameSite: "lax" as const,
    secure: secureCookies(),
    path: CALLBACK_PATH,
  };
}

/** Leaves the sign-in's state in the browser that starts it (for as long as the sign-in lasts). */
export function setSsoStateCookie(response: NextResponse, state: string): void {
  response.cookies.set(STATE_COOKIE, state, { ...stateCookieOptions(), maxAge: LOGIN_REQUEST_TTL_MS / 1000 });
}

/** The state the browser holds, if any. */
export function ssoStateCookie(request: NextRequest): string | undefined {
  return request.cookies.get(STATE_COOKIE)?.value;
}

/** The callback is done with it, whatever the outcome. */
export function clearSsoStateCookie(response: NextResponse): NextResponse {
  response.cookies.set(STATE_COOKIE, "", { ...stateCookieOptions(), maxAge: 0 });
  return response;
}
