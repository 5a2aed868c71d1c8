import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { decodeJwt } from "jose";
import { NextResponse, type NextRequest } from "next/server";
import { errorBody } from "@/lib/api/errors";
import { readJsonBody } from "@/lib/api/read-body";
import {
  clearSessionCookie,
  REMEMBERED_SESSION_TTL_MS,
  setSessionCookie,
  tokenFromHeaders,
} from "@/lib/server/auth/session";
import type { PublicUser } from "@/lib/server/auth/users";
import { env } from "@/lib/server/env";
import { contentTypes } from "@/lib/server/storage/content-types";
import { fetchUpstream, UpstreamError, upstreamErrorStatus } from "./fetch-upstream";
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
function upstreamUrl(base: string, pathname: string, search = ""): string {
  return `${base}${pathname.replace(/^\/api/, "")}${search}`;
}

// Answers that are downloads rather than JSON, by path.
const downloads: Record<string, string[]> = { "/api/partners/commissions/export": ["text/csv"] };
// Stored files (a resource's download, up to 50 MB, with byte ranges): streamed through.
const streamedFile = /^\/api\/partners\/resources\/[^/]+\/download$/;
const fileTypes = Object.values(contentTypes);
// Headers of a download worth passing on, and of a request for a file's byte range.
const downloadHeaders = [
  "content-type",
  "content-disposition",
  "content-length",
  "content-range",
  "accept-ranges",
  "etag",
  "x-content-type-options",
];
const rangeHeaders = ["range", "if-range"];
// Endpoints whose answer carries a new session token (an invitation's acceptance signs in too).
const signIns = new Set([
  "/api/auth/login",
  "/api/auth/login/two-factor",
  "/api/auth/register",
  "/api/partners/team/invitations/accept",
]);

/** The answer for an upstream that failed: 502 or 504 with a generic text, never its details. */
export function upstreamFailure(error: UpstreamError, what: string): NextResponse {
  moduleLog("partner-api").error({ err: error }, `${what} failed`);
  const status = upstreamErrorStatus(error);
  return NextResponse.json(
    errorBody(status === 504 ? partnerApiMessages.timeout : partnerApiMessages.badAnswer),
    { status },
  );
}

/**
 * Forwards a partner endpoint's request to the partner API and relays its answer: the
 * method, query, body (multipart streamed through), Content-Type, the client's address
 * and the session cookie as a bearer token. A token that login or registration returns
 * is set as the session cookie; logout clears it.
 */
export async function forwardToPartnerApi(
  request: NextRequest,
  base: string,
  clientIp: string,
): Promise<Response> {
  const { pathname, search } = request.nextUrl;
  const headers: Record<string, string> = { accept: "application/json", "x-forwarded-for": clientIp };
  const contentType = request.headers.get("content-type");
  if (contentType) headers["content-type"] = contentType;
  const userAgent = request.headers.get("user-agent");
  if (userAgent) headers["user-agent"] = userAgent;
  const token = tokenFromHeaders(request.headers);
  if (token) headers.authorization = `Bearer ${token}`;
  const streamed = streamedFile.test(pathname);
  for (const name of streamed ? rangeHeaders : []) {
    const value = request.headers.get(name);
    if (value) headers[name] = value;
  }

  let body: string | ReadableStream<Uint8Array> | null = null;
  let remember = false;
  if (pathname === "/api/auth/login" || pathname === "/api/auth/login/two-factor") {
    // Read here (it is small) to learn whether the cookie should outlive the browser session.
    const parsed = await readJsonBody(request, 32 * 1024);
    remember = (parsed as { remember?: unknown } | null)?.remember === true;
    body = JSON.stringify(parsed);
  } else if (!["GET", "HEAD"].includes(request.method)) {
    body = request.body;
  }

  let answer;
  try {
    answer = await fetchUpstream(upstreamUrl(base, pathname, search), {
      method: request.method,
      headers,
      body,
      expect: streamed
        ? { stream: fileTypes }
        : downloads[pathname]
          ? { download: downloads[pathname] }
          : "json",
    });
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    const response = upstreamFailure(error, `${request.method} ${pathname}`);
    if (pathname === "/api/auth/logout") clearSessionCookie(response);
    return response;
  }

  const noStore = { "Cache-Control": "private, no-store" };
  if (answer.bytes || answer.stream) {
    const relayed = new Headers(noStore);
    for (const name of downloadHeaders) {
      const value = answer.headers.get(name);
      if (value) relayed.set(name, value);
    }
    return new Response(answer.stream ?? answer.bytes, { status: answer.status, headers: relayed });
  }
  // A 5xx's body may hold the upstream's internals: its status is relayed with the generic text.
  const json = answer.status >= 500 ? errorBody(partnerApiMessages.badAnswer) : answer.json;
  const response = NextResponse.json(json, { status: answer.status, headers: noStore });
  // A rate limit's wait, which the portal shows (429).
  const retryAfter = answer.headers.get("retry-after");
  if (retryAfter && /^\d{1,6}$/.test(retryAfter)) response.headers.set("Retry-After", retryAfter);
  const issued = answer.json?.token;
  if (signIns.has(pathname) && answer.status < 300 && typeof issued === "string" && issued) {
    setSessionCookie(response, { token: issued, persistent: remember, expiresAt: tokenExpiry(issued) });
  }
  if (pathname === "/api/auth/logout") clearSessionCookie(response);
  return response;
}

/** When a persistent cookie should end: the token's own expiry when it says, else 30 days. */
function tokenExpiry(token: string): Date {
  try {
    const { exp } = decodeJwt(token);
    if (typeof exp === "number") return new Date(exp * 1000);
  } catch {
    // Not a JWT: the upstream's business.
  }
  return new Date(Date.now() + REMEMBERED_SESSION_TTL_MS);
}

/**
 * The signed-in user of a session token according to the partner API (its /auth/me), or
 * null when it does not accept the token. Throws UpstreamError when it cannot answer.
 * `twoFactorVerified` is true only when the answer says so (`twoFactorVerified: true`):
 * a partner API that does not tell has not shown that the session passed a second factor.
 */
export async function upstreamUser(
  base: string,
  token: string,
): Promise<{ user: PublicUser; twoFactorVerified: boolean } | null> {
  const answer = await fetchUpstream(upstreamUrl(base, "/api/auth/me"), {
    method: "GET",
    headers: { accept: "application/json", authorization: `Bearer ${token}` },
    expect: "json",
  });
  if (answer.status === 401 || answer.status === 403) return null;
  const user = answer.json?.user;
  if (answer.status !== 200 || typeof user !== "object" || user === null) {
    throw new UpstreamError(
      "bad-answer",
      `The partner API's /auth/me answered ${answer.status} without a user.`,
    );
  }
  return { user: user as PublicUser, twoFactorVerified: answer.json?.twoFactorVerified === true };
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
