// GET /api/admin/resources: the resources shared with every partner (?page=&pageSize=&q=), newest first.
// POST /api/admin/resources: adds a shared resource: multipart (title, description, category, type and one
// `file`: PDF, PPTX, DOCX, MP4 or ZIP up to 50 MB, checked by its bytes) stores the file; JSON adds a link-only row.
import { parseQuery, withAdmin } from "@/lib/api/session";
import { readJsonBody } from "@/lib/api/read-body";
import { isMultipart, withUploadedForm } from "@/lib/api/uploaded-form";
import {
  createResource,
  createResourceFromUpload,
  listSharedResources,
  resourceUploadLimits,
} from "@/lib/server/resources/console";
import { listQuerySchema } from "@/lib/validation/admin";
import { resourceMessages } from "@/lib/validation/resources";

export const GET = withAdmin({}, async ({ request }) => ({
  success: true,
  ...(await listSharedResources(parseQuery(listQuerySchema, request))),
}));

export const POST = withAdmin({}, async ({ request, auth }) => {
  if (!isMultipart(request)) {
    return {
      success: true,
      item: await createResource(null, await readJsonBody(request, 32 * 1024), auth.user.id),
    };
  }
  const item = await withUploadedForm(request, resourceUploadLimits, ({ fields, files }) =>
    createResourceFromUpload(fields, files, auth.user.id),
  );
  return Response.json({ success: true, message: resourceMessages.created, item }, { status: 201 });
});
