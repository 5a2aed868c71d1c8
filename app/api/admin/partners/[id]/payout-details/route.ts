// GET /api/admin/partners/{id}/payout-details: the partner's payout method (masked) and status, and its tax forms (history).
import { withAdmin } from "@/lib/api/session";
import { partnerPayoutDetails } from "@/lib/server/payouts/console-details";

export const GET = withAdmin({}, async ({ params }) => ({
  success: true,
  ...(await partnerPayoutDetails(params.id ?? "")),
}));
