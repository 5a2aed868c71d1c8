import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { Refusal } from "@/lib/refusal";
import { errorBody } from "@/lib/api/errors";
import { withHandler } from "@/lib/api/handler";
import { isSameOrigin } from "@/lib/api/request-info";
import { submitEnquiry } from "@/lib/server/contact/submit-enquiry";
import { forwardEnquiry } from "@/lib/server/contact/upstream";
import { UpstreamError, upstreamErrorStatus } from "@/lib/server/upstream/fetch-upstream";
import { env } from "@/lib/server/env";
import { contactEnquirySchema } from "@/lib/validation/contact";
import { moduleLog } from "@/lib/server/log";
import { attributedLinkId } from "@/lib/server/links/attribution";
import { REF_COOKIE } from "@/lib/validation/links";
import { CONSENT_COOKIE } from "@/lib/consent-cookie";

export const CONTACT_RATE_WINDOW_MS = 10 * 60_000;
export const contactMessages = {
  accepted: "Thank you! Your message has been sent. We'll get back to you within 24 hours.",
  demoAccepted: "Thank you! Your demo request is in. We'll contact you within 24 hours.",
  rateLimited: "Too many messages from your address. Please try again in a few minutes.",
  crossSite: "Cross-site requests are not allowed.",
  upstreamFailed: "The contact service is unavailable. Please try again shortly.",
} as const;

/** Where enquiries go: null for this process's own service, or an upstream API's URL. */
export type UpstreamResolver = () => string | undefined;

/**
 * Builds the POST handler. The route passes CONTACT_API_URL; tests build a second,
 * local instance to stand as the upstream. Settings are read per request, so a changed
 * environment (tests) takes effect without reloading.
 */
export function createSubmitHandler(upstream: UpstreamResolver) {
  return async (request: NextRequest): Promise<Response> => {
    const corsOrigin = allowedCrossOrigin(request);
    if (!corsOrigin && !isSameOrigin(request)) {
      return NextResponse.json(errorBody(contactMessages.crossSite), { status: 403 });
    }
    const upstreamUrl = upstream();
    const handle = upstreamUrl ? forwardingHandler(upstreamUrl) : localHandler(env().CONTACT_RATE_LIMIT);
    const response = await handle(request);
    if (corsOrigin) {
      response.headers.set("Access-Control-Allow-Origin", corsOrigin);
      response.headers.set("Vary", "Origin");
    }
    return response;
  };
}

/** The contact forms' per-address budget: one bucket for every endpoint that takes an enquiry. */
export function contactRateLimit(limit: number) {
  return {
    name: "contact:ip",
    limit,
    windowMs: CONTACT_RATE_WINDOW_MS,
    message: contactMessages.rateLimited,
  };
}

/** The referral link an enquiry is attributed to: read from first-party cookies only (the forms send nothing new). */
export function referralLinkOf(request: NextRequest): Promise<string | null> {
  return attributedLinkId(request.cookies.get(REF_COOKIE)?.value, request.cookies.get(CONSENT_COOKIE)?.value);
}

function localHandler(limit: number) {
  return withHandler(
    {
      body: contactEnquirySchema,
      checkOrigin: false, // checked above, where configured partner sites are allowed too
      rateLimit: contactRateLimit(limit),
    },
    async ({ body, request }) => {
      const linkId = await referralLinkOf(request);
      const { duplicate } = await submitEnquiry(body, new Date(), linkId);
      // A repeat is answered like the first (the visitor's enquiry is in), but not as "created".
      return NextResponse.json(
        { success: true, message: contactMessages.accepted },
        { status: duplicate ? 200 : 201 },
      );
    },
  );
}

// Upstream mode has no local rate limit: the upstream counts per visitor from the
// forwarded address, and this instance may run without a database of its own.
function forwardingHandler(upstreamUrl: string) {
  return withHandler({ body: contactEnquirySchema, checkOrigin: false }, async ({ body, ip }) => {
    try {
      const answer = await forwardEnquiry(upstreamUrl, body, ip);
      return NextResponse.json(answer.body, { status: answer.status });
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      moduleLog("contact").error({ err: error }, "upstream failed");
      throw new Refusal(upstreamErrorStatus(error), contactMessages.upstreamFailed);
    }
  });
}

/** The request's Origin when it is one of CONTACT_CORS_ORIGINS, else null. */
export function allowedCrossOrigin(request: NextRequest): string | null {
  const origin = request.headers.get("origin");
  return origin && env().CONTACT_CORS_ORIGINS.includes(origin) ? origin : null;
}

/** Answers a CORS preflight from a configured partner site; other origins get no grant. */
export function preflight(request: NextRequest): Response {
  const origin = allowedCrossOrigin(request);
  if (!origin) return new Response(null, { status: 204 });
  return new Response(null, {
    status: 204,
    headers: {
      "Access-Control-Allow-Origin": origin,
      "Access-Control-Allow-Methods": "POST, OPTIONS",
      "Access-Control-Allow-Headers": "Content-Type",
      "Access-Control-Max-Age": "600",
      Vary: "Origin",
    },
  });
}
