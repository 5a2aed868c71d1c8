// GET /api/admin/mdf/requests/{id}/plan: downloads a fund request's plan file (always as a download).
import { fileResponse } from "@/lib/api/file-response";
import { withAdmin } from "@/lib/api/session";
import { getPlanFile } from "@/lib/server/mdf/plan-file";
import { mdfMessages } from "@/lib/validation/mdf";

export const GET = withAdmin({}, async ({ request, params }) =>
  fileResponse(request, await getPlanFile(params.id ?? ""), mdfMessages.planNotFound),
);
