// GET /api/admin/mdf/files/{id}: downloads a market development claim's proof file (always as a download).
import { fileResponse } from "@/lib/api/file-response";
import { withAdmin } from "@/lib/api/session";
import { getClaimFile } from "@/lib/server/mdf/console-reads";
import { mdfMessages } from "@/lib/validation/mdf";

export const GET = withAdmin({}, async ({ request, params }) =>
  fileResponse(request, await getClaimFile(params.id ?? ""), mdfMessages.claimNotFound),
);
