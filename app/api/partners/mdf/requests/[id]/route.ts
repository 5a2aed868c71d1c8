// PUT /api/partners/mdf/requests/{id}: the request changed as the programme team asked, submitted again.
// JSON (the plan file stays), or multipart/form-data with the same fields and either a new `planFile`
// (it replaces the plan) or `removePlan=true` (the plan is dropped).
import { withPartner } from "@/lib/api/session";
import { mdfActor, mdfWriteLimit } from "@/lib/api/partner-mdf";
import { readJsonBody } from "@/lib/api/read-body";
import { isMultipart, withUploadedForm } from "@/lib/api/uploaded-form";
import { planFileLimits, revisionFromForm, revisionFromJson } from "@/lib/server/mdf/plan-file";

export const PUT = withPartner(
  { permission: "mdf:write", rateLimit: mdfWriteLimit },
  async ({ auth, params, request }) => {
    const actor = mdfActor(auth);
    const id = params.id ?? "";
    return {
      success: true,
      request: isMultipart(request)
        ? await withUploadedForm(request, planFileLimits, (form) => revisionFromForm(actor, id, form))
        : await revisionFromJson(actor, id, await readJsonBody(request, 32 * 1024)),
    };
  },
);
