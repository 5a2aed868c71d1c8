// PUT /api/admin/partners/{id}/commission-rate: sets the partner's commission percent ({ commissionRate: null } returns it to the tier's rate).
import { withAdmin } from "@/lib/api/session";
import { setCommissionRate } from "@/lib/server/commissions/console";
import { commissionRateSchema } from "@/lib/validation/commissions";

export const PUT = withAdmin({ body: commissionRateSchema }, async ({ params, body, auth }) => ({
  success: true,
  ...(await setCommissionRate(params.id ?? "", body.commissionRate, auth.user.id)),
}));
