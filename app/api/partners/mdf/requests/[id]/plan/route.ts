// GET /api/partners/mdf/requests/{id}/plan: downloads the company's own request's plan file.
import { fileResponse } from "@/lib/api/file-response";
import { withPartner } from "@/lib/api/session";
import { getPlanFile } from "@/lib/server/mdf/plan-file";
import { mdfMessages } from "@/lib/validation/mdf";

export const GET = withPartner({ permission: "mdf:read" }, async ({ auth, request, params }) =>
  fileResponse(request, await getPlanFile(params.id ?? "", auth.partnerId), mdfMessages.planNotFound),
);
