import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { env } from "@/lib/server/env";
import { fetchUpstream, UpstreamError } from "./fetch-upstream";
import { moduleLog } from "@/lib/server/log";

// Proxy mode (PARTNER_API_URL): the partner endpoints are served by another API that
// implements the same contract, and this application forwards them there. The session
// stays in the httpOnly partner_token cookie here and travels upstream as a bearer token.

/** The generic texts for an upstream that gave no usable answer. */
export const partnerApiMessages = {
  badAnswer: "Server error. Please try again later.",
  timeout: "Network error. Please check your connection and try again.",
  adminManagedUpstream:
    "Partner data is managed upstream by the partner API (PARTNER_API_URL is set): review and change it there.",
} as const;

const localPartnerApi = new AsyncLocalStorage<true>();

/**
 * Runs `fn` as this application's own partner API, whatever PARTNER_API_URL says: the
 * tests serve a second instance of the application as the upstream from the same process.
 */
export function runAsPartnerApi<T>(fn: () => T): T {
  return localPartnerApi.run(true, fn);
}

/** The partner API base to forward to, or undefined when this application serves it. */
export function partnerApiBase(): string | undefined {
  return localPartnerApi.getStore() ? undefined : env().PARTNER_API_URL;
}

/**
 * Whether this application path belongs to the partner API (/api/auth/*, /api/partners/*,
 * /api/captcha*). Single sign-on (/api/auth/oidc/*) is not: its redirects and cookie belong to
 * the host the browser is on, so in proxy mode it is simply not offered (lib/server/sso/flow.ts).
 */
export function isPartnerApiPath(pathname: string): boolean {
  return (
    (pathname.startsWith("/api/auth/") && !pathname.startsWith("/api/auth/oidc/")) ||
    pathname.startsWith("/api/partners/") ||
    /^\/api\/captcha(\/|$)/.test(pathname)
  );
}

/**
 * Whether a console endpoint works on partner data (every /api/admin/* but the enquiries
 * and the outbox, which stay with this application in proxy mode).
 */
export function isPartnerDataAdminPath(pathname: string): boolean {
  return pathname.startsWith("/api/admin/") && !/^\/api\/admin\/(enquiries|outbox)(\/|$)/.test(pathname);
}

/** The upstream address of an application path: /api/auth/send-otp → <base>/auth/send-otp. */
export function upstreamUrl(base: string, pathname: string, search = ""): string {
  return `${base}${pathname.replace(/^\/api/, "")}${search}`;
}

/** Whether the partner API answers (its /auth/me without a session: any JSON answer will do). */
export async function partnerApiAnswers(base: string): Promise<boolean> {
  try {
    await fetchUpstream(upstreamUrl(base, "/api/auth/me"), {
      method: "GET",
      headers: { accept: "application/json" },
      expect: "json",
    });
    return true;
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    moduleLog("health").warn({ err: error }, "partner API check failed");
    return false;
  }
}
