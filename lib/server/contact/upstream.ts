import "server-only";
import type { ContactEnquiry } from "@/lib/validation/contact";
import { fetchUpstream, UpstreamError } from "@/lib/server/upstream/fetch-upstream";

export interface EnquiryAnswer {
  status: number;
  body: Record<string, unknown>;
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
 * is a JSON answer of a 2xx or 4xx status. Anything else (unreachable, timed out, a
 * redirect, a 5xx, a body that is not JSON or too large) throws UpstreamError.
 */
export async function forwardEnquiry(
  configuredUrl: string,
  enquiry: ContactEnquiry,
  clientIp: string,
): Promise<EnquiryAnswer> {
  const answer = await fetchUpstream(upstreamEndpoint(configuredUrl), {
    method: "POST",
    // The client's address, so the upstream rate-limits visitors rather than this server
    // (it reads it with TRUST_PROXY_HOPS=1).
    headers: { "content-type": "application/json", accept: "application/json", "x-forwarded-for": clientIp },
    body: JSON.stringify(enquiry),
    expect: "json",
  });
  if (answer.status >= 500)
    throw new UpstreamError("bad-answer", `The contact service answered ${answer.status}.`);
  return { status: answer.status, body: answer.json! };
}
