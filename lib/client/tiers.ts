import type { PartnerTierView } from "@/lib/validation/tiers";
import { call } from "./api";

// The partner's tier: where it stands, its benefits and the way to the next tier.

export const tiersApi = {
  mine: () => call<PartnerTierView>("/api/partners/tier", { signOutOn401: true }),
};
