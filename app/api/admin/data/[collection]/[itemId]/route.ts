// PATCH /api/admin/data/{collection}/{itemId}: updates a deal, commission (mark paid with a reference), referral,
// resource, training course or notification. DELETE removes it. Both are audited on the partner.
import { Refusal } from "@/lib/refusal";
import { readJsonBody } from "@/lib/api/read-body";
import { withAdmin } from "@/lib/api/session";
import { isPartnerSection } from "@/lib/server/admin/data-editor";
import { deletePartnerItem, updatePartnerItem } from "@/lib/server/admin/data-editor-writes";

export const PATCH = withAdmin({}, async ({ params, request, auth }) => {
  if (!isPartnerSection(params.collection)) throw new Refusal(404, "Not found.");
  const item = await updatePartnerItem(params.collection, params.itemId ?? "", await readJsonBody(request, 32 * 1024), auth.user.id);
  return { success: true, item };
});

export const DELETE = withAdmin({}, async ({ params, auth }) => {
  if (!isPartnerSection(params.collection)) throw new Refusal(404, "Not found.");
  await deletePartnerItem(params.collection, params.itemId ?? "", auth.user.id);
  return { success: true };
});
