import "server-only";
import { NextResponse } from "next/server";
import { portalRoutes } from "@/lib/portal-routes";
import { authMessages } from "@/lib/validation/auth";
import type { SsoErrorCode } from "@/lib/validation/sso-messages";
import { moduleLog } from "@/lib/server/log";
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
  if (error instanceof SsoFlowError) code = error.code;
  else moduleLog("sso").error({ err: error }, "single sign-on failed");
  const query: Record<string, string> = { sso_error: code };
  if (next) query.next = next;
  return noStore(redirectToPath(portalRoutes.login, query, 303));
}

export function noStore(response: NextResponse): NextResponse {
  response.headers.set("Cache-Control", "no-store");
  return response;
}
