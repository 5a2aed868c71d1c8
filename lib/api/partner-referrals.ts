import "server-only";
import type { PartnerContext } from "@/lib/server/auth/guards";
import type { ReferralActor } from "@/lib/server/referrals/records";
import { HOUR_MS } from "@/lib/time";
import { fullName } from "@/lib/server/auth/users";

// What the partner referral routes share: the acting partner and the creation limit.

export function referralActor(auth: PartnerContext): ReferralActor {
  return {
    partnerId: auth.partnerId,
    userId: auth.user.id,
    companyName: auth.partner.company_name,
    name: fullName(auth.user),
  };
}

/** New referrals per client address per hour (a partner refers a handful a week). */
export const referralCreationLimit = {
  name: "referrals:create",
  limit: 30,
  windowMs: HOUR_MS,
  message: "Too many referrals. Please try again later.",
};

/** Follow-ups per client address per hour (each referral takes one a day; each mails the team). */
export const referralFollowUpLimit = {
  name: "referrals:follow-up",
  limit: 30,
  windowMs: HOUR_MS,
  message: "Too many follow-ups. Please try again later.",
};
