// GET /api/partners/payout-method: the company's payout method, masked (last 4 only), or { method: null }.
// PUT /api/partners/payout-method: sets it (bank_iban, bank_us or paypal); replacing one holds payouts 24 h and emails owners and finance.
import { withPartner } from "@/lib/api/session";
import { namedPartnerActor, payoutDetailsChanges } from "@/lib/api/partner-payout-details";
import { getPayoutMethod, setPayoutMethod } from "@/lib/server/payouts/payout-method";
import { payoutMethodSchema } from "@/lib/validation/payout-details";

export const GET = withPartner({ permission: "payout-details:manage" }, async ({ auth }) => ({
  success: true,
  method: await getPayoutMethod(auth.partnerId),
}));

export const PUT = withPartner(
  { permission: "payout-details:manage", rateLimit: payoutDetailsChanges, body: payoutMethodSchema },
  async ({ auth, body }) => ({
    success: true,
    method: await setPayoutMethod(namedPartnerActor(auth), body),
  }),
);
