// GET /api/admin/deals/{id}: one deal with its partner, history and commission.
import { Refusal } from "@/lib/refusal";
import { withAdmin } from "@/lib/api/session";
import { getAdminDeal } from "@/lib/server/deals/console-queue";
import { adminMessages } from "@/lib/validation/admin";

export const GET = withAdmin({}, async ({ params }) => {
  const deal = await getAdminDeal(params.id ?? "");
  if (!deal) throw new Refusal(404, adminMessages.notFound);
  return { success: true, deal };
});
