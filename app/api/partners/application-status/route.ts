// POST /api/partners/application-status: where the application named by the status token of the applicant's confirmation email stands.
// The token travels in the body, not the query string, so that it stays out of access logs.
import { NextResponse } from "next/server";
import { withHandler } from "@/lib/api/handler";
import { getApplicationStatus } from "@/lib/server/registration/application-status";
import { applicationStatusMessages, applicationStatusSchema } from "@/lib/validation/application-status";

export const POST = withHandler(
  {
    body: applicationStatusSchema,
    maxBodyBytes: 1024,
    rateLimit: {
      name: "application-status:ip",
      limit: 30,
      windowMs: 15 * 60_000,
      message: applicationStatusMessages.tooMany,
    },
  },
  async ({ body }) =>
    NextResponse.json(
      { success: true, application: await getApplicationStatus(body.token) },
      { headers: { "Cache-Control": "private, no-store" } },
    ),
);
