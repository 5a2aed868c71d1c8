// POST /api/admin/partners/{id}/{deals|commissions|referrals|resources|training|notifications}: adds an item to a partner's dashboard.
import { Refusal } from "@/lib/refusal";
import { readJsonBody } from "@/lib/api/read-body";
import { withAdmin } from "@/lib/api/session";
import { isPartnerSection } from "@/lib/server/admin/data-editor";
import { createPartnerItem } from "@/lib/server/admin/data-editor-writes";

export const POST = withAdmin({}, async ({ params, request, auth }) => {
  if (!isPartnerSection(params.collection)) throw new Refusal(404, "Not found.");
  const item = await createPartnerItem(
    params.collection,
    params.id ?? "",
    await readJsonBody(request, 32 * 1024),
    auth.user.id,
  );
  return { success: true, item };
});
