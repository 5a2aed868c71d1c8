// POST /api/partners/mdf/requests: requests market development funds for an activity (201, status submitted);
// 409 naming what remains when the amount is more than this quarter's budget has left.
import { withPartner } from "@/lib/api/session";
import { mdfActor, mdfWriteLimit } from "@/lib/api/partner-mdf";
import { createMdfRequest } from "@/lib/server/mdf/partner";
import { mdfRequestSchema } from "@/lib/validation/mdf";

export const POST = withPartner(
  { permission: "mdf:write", body: mdfRequestSchema, rateLimit: mdfWriteLimit },
  async ({ auth, body }) =>
    Response.json(
      { success: true, request: await createMdfRequest(mdfActor(auth), body) },
      { status: 201, headers: { "Cache-Control": "private, no-store" } },
    ),
);
