import "server-only";
import type { PartnerContext } from "@/lib/server/auth/guards";
import type { ReferralActor } from "@/lib/server/referrals/partner";
import { HOUR_MS } from "@/lib/time";

// What the partner referral routes share: the acting partner and the creation limit.

export function referralActor(auth: PartnerContext): ReferralActor {
  return { partnerId: auth.partnerId, userId: auth.user.id, companyName: auth.partner.company_name };
}

/** New referrals per client address per hour (a partner refers a handful a week). */
export const referralCreationLimit = { name: "referrals:create", limit: 30, windowMs: HOUR_MS, message: "Too many referrals. Please try again later." };
