// GET /api/partners/tier: the partner's tier, since when, its pin and grace period, its benefits, history and the way to the next tier.
import { withPartner } from "@/lib/api/session";
import { partnerTierView } from "@/lib/server/tiers/tier-view";

export const GET = withPartner({}, async ({ auth }) => ({
  success: true,
  ...(await partnerTierView(auth.partnerId)),
}));
