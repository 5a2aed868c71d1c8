// POST /api/admin/resources/{id}/file: replaces a resource's file (multipart, one `file`: PDF, PPTX, DOCX, MP4 or ZIP up to 50 MB); the old object is deleted.
import { withAdmin } from "@/lib/api/session";
import { replaceResourceFile, withStagedUpload } from "@/lib/server/resources/console";
import { resourceMessages } from "@/lib/validation/resources";

export const POST = withAdmin({}, async ({ request, params, auth }) => ({
  success: true,
  message: resourceMessages.replaced,
  item: await withStagedUpload(request, (_fields, files) =>
    replaceResourceFile(params.id ?? "", files, auth.user.id),
  ),
}));
