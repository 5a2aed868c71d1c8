// GET /api/partners/resources/{id}/download: a resource's file for a signed-in partner (as a download, byte ranges for video); counted once per partner per day.
import { fileResponse } from "@/lib/api/file-response";
import { withPartner } from "@/lib/api/session";
import { openResourceForPartner } from "@/lib/server/resources/download-resource";
import { resourceMessages } from "@/lib/validation/resources";

export const GET = withPartner({}, async ({ request, params, auth }) => {
  const { file, count } = await openResourceForPartner(auth.partnerId, params.id ?? "");
  return fileResponse(request, file, resourceMessages.notFound, count);
});
