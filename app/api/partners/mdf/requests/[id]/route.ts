// PUT /api/partners/mdf/requests/{id}: the request changed as the programme team asked, submitted again.
import { withPartner } from "@/lib/api/session";
import { mdfActor, mdfWriteLimit } from "@/lib/api/partner-mdf";
import { reviseMdfRequest } from "@/lib/server/mdf/partner";
import { mdfRequestSchema } from "@/lib/validation/mdf";

export const PUT = withPartner(
  { permission: "mdf:write", body: mdfRequestSchema, rateLimit: mdfWriteLimit },
  async ({ auth, body, params }) => ({
    success: true,
    request: await reviseMdfRequest(mdfActor(auth), params.id ?? "", body),
  }),
);
