// GET /api/partners/payouts: the partner's payout requests and what Request Payment would cover now.
// POST /api/partners/payouts: requests payment of every approved, unpaid commission (at least PAYOUT_MINIMUM);
// no body (or `{}`): any field is refused.
import { refuseBodyFields } from "@/lib/api/read-body";
import { withPartner } from "@/lib/api/session";
import { partnerActor } from "@/lib/api/partner-deals";
import { listPartnerPayouts, payoutBalance, requestPayout } from "@/lib/server/payouts/partner";
import { payoutMessages } from "@/lib/validation/payouts";

export const GET = withPartner({ permission: "earnings:read" }, async ({ auth }) => ({
  success: true,
  payouts: await listPartnerPayouts(auth.partnerId),
  ...(await payoutBalance(auth.partnerId)),
}));

export const POST = withPartner(
  {
    permission: "payouts:request",
    rateLimit: {
      name: "payouts:create",
      limit: 20,
      windowMs: 60 * 60_000,
      message: "Too many payment requests. Please try again later.",
    },
  },
  async ({ request, auth }) => {
    await refuseBodyFields(request, payoutMessages.requestFields);
    return Response.json(
      { success: true, payout: await requestPayout(partnerActor(auth)) },
      { status: 201, headers: { "Cache-Control": "private, no-store" } },
    );
  },
);
