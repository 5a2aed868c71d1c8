import "server-only";
import { formatDay } from "@/lib/dates";
import { greeting, portalLink, portalMail, type PortalMail } from "@/lib/server/mail/portal-mail";
import { tierLabel } from "@/lib/validation/tier-options";
import { sample, type EmailSample } from "@/lib/server/mail/email-sample";

// Tier emails, kinds tier:*: account mail, sent whatever the partner's notification
// settings (lib/server/notifications/preferences.ts governs no tier: kind).

const overview = (label: string) => ({ label, href: portalLink("dashboard") });

export function promotedMail(from: string, to: string, rate: number): PortalMail {
  return portalMail(`You are now ${tierLabel(to)}`, {
    heading: `Welcome to ${tierLabel(to)}`,
    greeting: greeting(),
    paragraphs: [
      `Your results moved you from ${tierLabel(from)} to ${tierLabel(to)}. Deals you win from now on earn the ${tierLabel(to)} commission rate of ${rate}%.`,
    ],
    facts: [
      { label: "Tier", value: tierLabel(to) },
      { label: "Commission rate", value: `${rate}%` },
    ],
    action: overview("See your tier and its benefits"),
  });
}

export function demotionWarningMail(tier: string, earned: string, endsAt: string): PortalMail {
  return portalMail(`Your ${tierLabel(tier)} tier is at risk`, {
    heading: `Your ${tierLabel(tier)} tier is at risk`,
    greeting: greeting(),
    paragraphs: [
      `Your results over the last 12 months no longer meet the ${tierLabel(tier)} requirements. You keep ${tierLabel(tier)} until ${formatDay(endsAt)}; if you have not met them again by then, you move to ${tierLabel(earned)}.`,
    ],
    facts: [{ label: "Grace period ends", value: formatDay(endsAt) }],
    action: overview(`See what ${tierLabel(tier)} requires`),
  });
}

export function demotedMail(from: string, to: string, rate: number): PortalMail {
  return portalMail(`Your tier is now ${tierLabel(to)}`, {
    heading: `Your tier is now ${tierLabel(to)}`,
    greeting: greeting(),
    paragraphs: [
      `Your results did not meet the ${tierLabel(from)} requirements again within the grace period, so your tier is now ${tierLabel(to)}. Deals you win from now on earn ${rate}%; commissions already earned are unchanged.`,
    ],
    action: overview("See how to move up again"),
  });
}

/** The team placed the company in a tier (a pin): not earned by results, and until when. */
export function pinnedMail(to: string, rate: number, until: string): PortalMail {
  return portalMail(`Your tier is now ${tierLabel(to)}`, {
    heading: `Your tier is now ${tierLabel(to)}`,
    greeting: greeting(),
    paragraphs: [
      `The programme team has placed your company in ${tierLabel(to)} until ${formatDay(until)}. Deals you win from now on earn the ${tierLabel(to)} commission rate of ${rate}%; commissions already earned are unchanged. After that date your results decide your tier again.`,
    ],
    facts: [
      { label: "Tier", value: tierLabel(to) },
      { label: "Commission rate", value: `${rate}%` },
      { label: "Until", value: formatDay(until) },
    ],
    action: overview("See your tier and its benefits"),
  });
}

/** Preview samples of tier mail, for the console's email catalogue. */
export function tierEmailSamples(): EmailSample[] {
  return [
    sample("tier:promoted", "transactional", "partner", promotedMail("silver", "gold", 20)),
    sample(
      "tier:demotion-warning",
      "transactional",
      "partner",
      demotionWarningMail("gold", "silver", "2027-03-25T00:00:00.000Z"),
    ),
    sample("tier:demoted", "transactional", "partner", demotedMail("gold", "silver", 15)),
    sample("tier:pinned", "transactional", "partner", pinnedMail("gold", 20, "2027-03-31T00:00:00.000Z")),
  ];
}
