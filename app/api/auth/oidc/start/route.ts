// GET /api/auth/oidc/start?for=admin (the programme team) or ?email=<address> (a partner colleague), optional &next=<path>: redirects to the provider's authorization endpoint with a PKCE challenge (S256), state and nonce, and leaves the state in the browser (a cookie only the callback receives).
import { NextResponse } from "next/server";
import { withHandler } from "@/lib/api/handler";
import { browserRoute, noStore, setSsoStateCookie, ssoFailure, ssoRedirects } from "@/lib/api/sso";
import { safeNextPath } from "@/lib/client/portal-next-path";
import { normaliseEmail } from "@/lib/server/auth/users";
import { startSso } from "@/lib/server/sso/flow";
import { SsoFlowError } from "@/lib/server/sso/errors";
import { isEmailAddress } from "@/lib/validation/email";

export const GET = browserRoute(
  withHandler({ rateLimit: ssoRedirects }, async ({ request }) => {
    const query = request.nextUrl.searchParams;
    const next = safeNextPath(query.get("next"));
    try {
      const email = query.get("email")?.trim() ?? "";
      if (query.get("for") !== "admin" && !isEmailAddress(email)) throw new SsoFlowError("notConfigured");
      const { url, state } = await startSso(
        query.get("for") === "admin"
          ? { audience: "admin" }
          : { audience: "partner", email: normaliseEmail(email) },
        next,
      );
      const response = noStore(NextResponse.redirect(url, 303));
      setSsoStateCookie(response, state);
      return response;
    } catch (error) {
      return ssoFailure(error, next);
    }
  }),
);
