// GET /api/admin/partners/{id}/data: the partner's deals, commissions, referrals, resources, training and notifications.
import { withAdmin } from "@/lib/api/session";
import { listPartnerData } from "@/lib/server/admin/data-editor";
import { getPartnerDetail } from "@/lib/server/partners/console";

export const GET = withAdmin({}, async ({ params }) => {
  await getPartnerDetail(params.id ?? "");
  return { success: true, ...(await listPartnerData(params.id ?? "")) };
});
