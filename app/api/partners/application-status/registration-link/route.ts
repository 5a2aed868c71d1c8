// POST /api/partners/application-status/registration-link: a fresh registration link for an approved claim whose link is still usable (the emailed one stops working).
import { NextResponse } from "next/server";
import { withHandler } from "@/lib/api/handler";
import { reissueRegistrationLink } from "@/lib/server/registration/application-status";
import { applicationStatusMessages, applicationStatusSchema } from "@/lib/validation/application-status";

export const POST = withHandler(
  {
    body: applicationStatusSchema,
    maxBodyBytes: 1024,
    rateLimit: {
      name: "application-status-link:ip",
      limit: 10,
      windowMs: 60 * 60_000,
      message: applicationStatusMessages.tooMany,
    },
  },
  async ({ body }) =>
    NextResponse.json(
      { success: true, ...(await reissueRegistrationLink(body.token)) },
      { headers: { "Cache-Control": "private, no-store" } },
    ),
);
