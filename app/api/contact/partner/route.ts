// POST /api/contact/partner: "Contact this partner" on a directory page: stores the enquiry (with the contact form's dedupe, mail and rate limit) and offers it to that partner as a lead of source "directory" (201; 404 for a partner not listed).
import { NextResponse, type NextRequest } from "next/server";
import { withHandler } from "@/lib/api/handler";
import { directoryCopy } from "@/content/directory";
import { submitPartnerEnquiry } from "@/lib/server/contact/partner-enquiry";
import { env } from "@/lib/server/env";
import { partnerEnquirySchema } from "@/lib/validation/leads";
import { contactRateLimit } from "../submit/submit-handler";

// Built per request, as the contact form's handler is, so the rate limit follows the settings.
export function POST(request: NextRequest, route: { params: Promise<Record<string, string | string[]>> }) {
  return withHandler(
    // The same per-address budget as the contact forms: one bucket for every enquiry endpoint.
    { body: partnerEnquirySchema, rateLimit: contactRateLimit(env().CONTACT_RATE_LIMIT) },
    async ({ body }) => {
      const { duplicate } = await submitPartnerEnquiry(body, new Date());
      return NextResponse.json(
        { success: true, message: directoryCopy.contactSent },
        { status: duplicate ? 200 : 201 },
      );
    },
  )(request, route);
}
