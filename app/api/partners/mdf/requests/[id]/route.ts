// PUT /api/partners/mdf/requests/{id}: the request changed as the programme team asked, submitted again.
// JSON (the plan file stays), or multipart/form-data with the same fields and either a new `planFile`
// (it replaces the plan) or `removePlan=true` (the plan is dropped).
import { withPartner } from "@/lib/api/session";
import { mdfActor, mdfWriteLimit } from "@/lib/api/partner-mdf";
import { revisionFromBody } from "@/lib/server/mdf/plan-file";

export const PUT = withPartner(
  { permission: "mdf:write", rateLimit: mdfWriteLimit },
  async ({ auth, params, request }) => ({
    success: true,
    request: await revisionFromBody(mdfActor(auth), params.id ?? "", request),
  }),
);
