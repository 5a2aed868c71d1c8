// GET /api/admin/attachments/{id}: downloads a registration attachment from the store (always as a download, never inline).
import { fileResponse } from "@/lib/api/file-response";
import { withAdmin } from "@/lib/api/session";
import { getAttachmentFile } from "@/lib/server/registration/console";
import { adminMessages } from "@/lib/validation/admin";

export const GET = withAdmin({}, async ({ request, params }) =>
  fileResponse(request, await getAttachmentFile(params.id ?? ""), adminMessages.notFound),
);
