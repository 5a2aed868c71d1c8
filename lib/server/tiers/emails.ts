import "server-only";
import { formatDay } from "@/lib/dates";
import { env } from "@/lib/server/env";
import { signature, type PortalMail } from "@/lib/server/mail/portal-mail";
import { tierLabel } from "@/lib/types/tiers";

// Tier emails (plain text), kinds tier:*: account mail, sent whatever the partner's
// notification settings (lib/server/notifications/preferences.ts governs no tier: kind).

const overview = () => `${env().APP_URL}/partner-portal/dashboard`;

export function promotedMail(from: string, to: string, rate: number): PortalMail {
  return {
    subject: `You are now ${tierLabel(to)}`,
    text: `Hello,\n\nYour results moved you from ${tierLabel(from)} to ${tierLabel(to)}. Deals you win from now on earn the ${tierLabel(to)} commission rate of ${rate}%.\n\nSee your tier and its benefits: ${overview()}${signature}`,
  };
}

export function demotionWarningMail(tier: string, earned: string, endsAt: string): PortalMail {
  return {
    subject: `Your ${tierLabel(tier)} tier is at risk`,
    text: `Hello,\n\nYour results over the last 12 months no longer meet the ${tierLabel(tier)} requirements. You keep ${tierLabel(tier)} until ${formatDay(endsAt)}; if you have not met them again by then, you move to ${tierLabel(earned)}.\n\nSee what ${tierLabel(tier)} requires: ${overview()}${signature}`,
  };
}

export function demotedMail(from: string, to: string, rate: number): PortalMail {
  return {
    subject: `Your tier is now ${tierLabel(to)}`,
    text: `Hello,\n\nYour results did not meet the ${tierLabel(from)} requirements again within the grace period, so your tier is now ${tierLabel(to)}. Deals you win from now on earn ${rate}%; commissions already earned are unchanged.\n\nSee how to move up again: ${overview()}${signature}`,
  };
}
