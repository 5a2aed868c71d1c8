// POST /api/partners/mdf/requests: requests market development funds for an activity (201, status submitted);
// 409 naming what remains when the amount is more than this quarter's budget has left. JSON, or
// multipart/form-data with the same fields and an optional `planFile` (PDF, DOCX, PPTX, PNG or JPG).
import { withPartner } from "@/lib/api/session";
import { mdfActor, mdfWriteLimit } from "@/lib/api/partner-mdf";
import { readJsonBody } from "@/lib/api/read-body";
import { isMultipart, withUploadedForm } from "@/lib/api/uploaded-form";
import { planFileLimits, requestFromForm, requestFromJson } from "@/lib/server/mdf/plan-file";

export const POST = withPartner(
  { permission: "mdf:write", rateLimit: mdfWriteLimit },
  async ({ auth, request }) => {
    const actor = mdfActor(auth);
    const saved = isMultipart(request)
      ? await withUploadedForm(request, planFileLimits, (form) => requestFromForm(actor, form))
      : await requestFromJson(actor, await readJsonBody(request, 32 * 1024));
    return Response.json(
      { success: true, request: saved },
      { status: 201, headers: { "Cache-Control": "private, no-store" } },
    );
  },
);
