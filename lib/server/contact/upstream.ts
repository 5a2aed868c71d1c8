import "server-only";
import type { ContactEnquiry } from "@/lib/validation/contact";

/** How long the upstream API may take before the visitor's form falls back to email. */
export const UPSTREAM_TIMEOUT_MS = 10_000;

export interface UpstreamAnswer {
  status: number;
  body: Record<string, unknown>;
}

/** Thrown when the upstream API cannot give a usable answer; the handler answers 502. */
export class UpstreamError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "UpstreamError";
  }
}

/**
 * The endpoint to forward to: CONTACT_API_URL as given, or, when it names only a host
 * (no path), that host's /api/contact/submit.
 */
export function upstreamEndpoint(configured: string): string {
  const url = new URL(configured);
  if (url.pathname === "/" || url.pathname === "") url.pathname = "/api/contact/submit";
  return url.toString();
}

/**
 * Forwards a validated enquiry to the upstream contact API and returns its answer when it
 * is a JSON answer of a 2xx or 4xx status. Anything else (unreachable, timed out, a 5xx,
 * a body that is not JSON) throws UpstreamError.
 */
export async function forwardEnquiry(
  configuredUrl: string,
  enquiry: ContactEnquiry,
  clientIp: string,
): Promise<UpstreamAnswer> {
  let response: Response;
  try {
    response = await fetch(upstreamEndpoint(configuredUrl), {
      method: "POST",
      // The client's address, so the upstream rate-limits visitors rather than this server
      // (it reads it with TRUST_PROXY_HOPS=1).
      headers: {
        "content-type": "application/json",
        accept: "application/json",
        "x-forwarded-for": clientIp,
      },
      body: JSON.stringify(enquiry),
      signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
      redirect: "error",
    });
  } catch (error) {
    throw new UpstreamError("The contact service could not be reached.", { cause: error });
  }
  const relayable =
    (response.status >= 200 && response.status < 300) || (response.status >= 400 && response.status < 500);
  if (!relayable) {
    throw new UpstreamError(`The contact service answered ${response.status}.`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    throw new UpstreamError("The contact service gave an unreadable answer.", { cause: error });
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new UpstreamError("The contact service gave an unreadable answer.");
  }
  return { status: response.status, body: body as Record<string, unknown> };
}
