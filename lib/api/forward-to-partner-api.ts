import "server-only";
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
import { contentTypes } from "@/lib/server/storage/content-types";
import { fetchUpstream, UpstreamError, upstreamErrorStatus } from "@/lib/server/upstream/fetch-upstream";
import { partnerApiMessages, upstreamUrl } from "@/lib/server/upstream/partner-api";
import { moduleLog } from "@/lib/server/log";

// Proxy mode's relay: a partner endpoint's request forwarded to the partner API
// (PARTNER_API_URL) and its answer relayed, the session cookie travelling as a bearer token.

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
