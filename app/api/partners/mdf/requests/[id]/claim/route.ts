// POST /api/partners/mdf/requests/{id}/claim: multipart `actualSpendMinor`, `results` and one or more `files`
// (PDF, PNG, JPG or CSV, checked by their bytes) -> 201 with the claim, status submitted.
import { withPartner } from "@/lib/api/session";
import { mdfActor, mdfWriteLimit } from "@/lib/api/partner-mdf";
import { withUploadedForm } from "@/lib/api/uploaded-form";
import { claimFileLimits, claimFromForm } from "@/lib/server/mdf/claims";

export const POST = withPartner(
  { permission: "mdf:write", rateLimit: mdfWriteLimit },
  async ({ auth, params, request }) => {
    const claim = await withUploadedForm(request, claimFileLimits, (form) =>
      claimFromForm(mdfActor(auth), params.id ?? "", form),
    );
    return Response.json(
      { success: true, claim },
      { status: 201, headers: { "Cache-Control": "private, no-store" } },
    );
  },
);
