// GET /api/auth/oidc/callback: the provider's answer (code, state); checks it against the state the start left in this browser, starts a session (cookie) and goes on to the console or the dashboard, or back to the sign-in page with the reason.
import { NextResponse, type NextRequest } from "next/server";
import { withHandler } from "@/lib/api/handler";
import {
  browserRoute,
  clearSsoStateCookie,
  noStore,
  ssoFailure,
  ssoRedirects,
  ssoStateCookie,
} from "@/lib/api/sso";
import { loginPathTo } from "@/lib/portal-routes";
import { setSessionCookie } from "@/lib/server/auth/session";
import { finishSso } from "@/lib/server/sso/flow";

/** `location` is a path of this site (safeNextPath or a default); relative, as redirectToPath writes it. */
function seeOther(location: string): NextResponse {
  return noStore(new NextResponse(null, { status: 303, headers: { Location: location } }));
}

// Whatever the outcome, the browser's copy of the sign-in's state has done its work.
export const GET = browserRoute(
  withHandler({ rateLimit: ssoRedirects }, async ({ request, ip }) =>
    clearSsoStateCookie(await answer(request, ip)),
  ),
  { clearsState: true },
);

async function answer(request: NextRequest, ip: string): Promise<NextResponse> {
  try {
    const outcome = await finishSso(request.nextUrl.searchParams, ssoStateCookie(request), {
      ip,
      userAgent: request.headers.get("user-agent"),
    });
    // The sign-in page's code step; the token in the fragment, which no server or log sees.
    if (outcome.kind === "second-factor")
      return seeOther(`${loginPathTo(outcome.next)}#pending=${encodeURIComponent(outcome.pendingToken)}`);
    const response = seeOther(outcome.next);
    setSessionCookie(response, outcome.result.session);
    return response;
  } catch (error) {
    return ssoFailure(error, null);
  }
}
