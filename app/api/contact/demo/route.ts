// POST /api/contact/demo: stores a demo request as an enquiry and queues the inbox notification and the visitor's confirmation.
import { NextResponse, type NextRequest } from "next/server";
import { withHandler } from "@/lib/api/handler";
import { CONSENT_COOKIE } from "@/lib/consent-cookie";
import { submitDemoRequest } from "@/lib/server/contact/submit-demo";
import { env } from "@/lib/server/env";
import { attributedLinkId } from "@/lib/server/links/attribution";
import { demoRequestSchema } from "@/lib/validation/demo";
import { REF_COOKIE } from "@/lib/validation/links";
import { CONTACT_RATE_WINDOW_MS, contactMessages } from "../submit/submit-handler";

// Same-origin only (the demo form lives on this site alone), and the contact forms' per-address
// budget: one bucket, so the two endpoints together allow no more than one of them. The limit is
// read per request, as the contact endpoint does, so a changed environment takes effect at once.
export const POST = (request: NextRequest): Promise<Response> => demoHandler()(request);

function demoHandler() {
  return withHandler(
    {
      body: demoRequestSchema,
      rateLimit: {
        name: "contact:ip",
        limit: env().CONTACT_RATE_LIMIT,
        windowMs: CONTACT_RATE_WINDOW_MS,
        message: contactMessages.rateLimited,
      },
    },
    async ({ body, request }) => {
      const linkId = await attributedLinkId(
        request.cookies.get(REF_COOKIE)?.value,
        request.cookies.get(CONSENT_COOKIE)?.value,
      );
      const { duplicate } = await submitDemoRequest(body, new Date(), linkId);
      return NextResponse.json(
        { success: true, message: contactMessages.demoAccepted },
        { status: duplicate ? 200 : 201 },
      );
    },
  );
}
