// POST /api/contact/demo: stores a demo request as an enquiry and queues the inbox notification and the visitor's confirmation.
import { NextResponse, type NextRequest } from "next/server";
import { withHandler } from "@/lib/api/handler";
import { submitDemoRequest } from "@/lib/server/contact/submit-demo";
import { env } from "@/lib/server/env";
import { demoRequestSchema } from "@/lib/validation/demo";
import { contactMessages, contactRateLimit, referralLinkOf } from "../submit/submit-handler";

// Same-origin only (the demo form lives on this site alone), and the contact forms' per-address
// budget: one bucket, so the two endpoints together allow no more than one of them. The limit is
// read per request, as the contact endpoint does, so a changed environment takes effect at once.
export const POST = (request: NextRequest): Promise<Response> => demoHandler()(request);

function demoHandler() {
  return withHandler(
    {
      body: demoRequestSchema,
      rateLimit: contactRateLimit(env().CONTACT_RATE_LIMIT),
    },
    async ({ body, request }) => {
      const linkId = await referralLinkOf(request);
      const { duplicate } = await submitDemoRequest(body, new Date(), linkId);
      return NextResponse.json(
        { success: true, message: contactMessages.demoAccepted },
        { status: duplicate ? 200 : 201 },
      );
    },
  );
}
