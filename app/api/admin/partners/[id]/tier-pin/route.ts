// PUT /api/admin/partners/{id}/tier-pin: keeps the partner in a tier until the end of a date ({ tier, reason, until }).
// DELETE /api/admin/partners/{id}/tier-pin: ends the pin; the tier rules place the partner again.
import { withAdmin } from "@/lib/api/session";
import { pinPartnerTier, unpinPartnerTier } from "@/lib/server/tiers/pin-tier";
import { tierPinSchema } from "@/lib/validation/tiers";

export const PUT = withAdmin({ body: tierPinSchema }, async ({ params, body, auth }) => {
  const result = await pinPartnerTier(params.id ?? "", body, auth.user.id);
  return { success: true, ...result };
});

export const DELETE = withAdmin({}, async ({ params, auth }) => {
  const result = await unpinPartnerTier(params.id ?? "", auth.user.id);
  return { success: true, ...result };
});
