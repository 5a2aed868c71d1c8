// POST /api/admin/resources/{id}/file: replaces a resource's file (multipart, one `file`: PDF, PPTX, DOCX, MP4 or ZIP up to 50 MB); the old object is deleted.
import { withAdmin } from "@/lib/api/session";
import { withUploadedForm } from "@/lib/api/uploaded-form";
import { replaceResourceFile, resourceUploadLimits } from "@/lib/server/resources/console";
import { resourceMessages } from "@/lib/validation/resources";

export const POST = withAdmin({}, async ({ request, params, auth }) => ({
  success: true,
  message: resourceMessages.replaced,
  item: await withUploadedForm(request, resourceUploadLimits, ({ files }) =>
    replaceResourceFile(params.id ?? "", files, auth.user.id),
  ),
}));
