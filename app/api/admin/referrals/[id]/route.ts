// GET /api/admin/referrals/{id}: one referral with its partner and history.
import { Refusal } from "@/lib/refusal";
import { withAdmin } from "@/lib/api/session";
import { getAdminReferral } from "@/lib/server/referrals/referral-queue";
import { adminMessages } from "@/lib/validation/admin";

export const GET = withAdmin({}, async ({ params }) => {
  const referral = await getAdminReferral(params.id ?? "");
  if (!referral) throw new Refusal(404, adminMessages.notFound);
  return { success: true, referral };
});
