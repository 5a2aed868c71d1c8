import "server-only";
import { formatDay } from "@/lib/dates";
import { formatMoney } from "@/lib/money";
import { env } from "@/lib/server/env";
import { greeting, portalLink, portalMail, type PortalMail } from "@/lib/server/mail/portal-mail";
import { sample, sampleId, type EmailSample } from "@/lib/server/mail/email-sample";

// Market development emails: the team's notices of a new request and a new claim, and the
// partner's notices of each decision, of a claim deadline a week away and of a commitment
// released when no claim came. Partner notices follow the "Commission payments" toggle.

export const MDF_PORTAL_PATH = "dashboard/market-development";
const teamLink = () => `${env().APP_URL}/admin/market-development`;

interface Activity {
  id: string;
  title: string;
  partnerName: string;
}

export function mdfRequestTeamMail(
  request: Activity & { amountMinor: number; currency: string },
): PortalMail {
  const amount = formatMoney(request.amountMinor, request.currency);
  return portalMail(`Market development request: ${amount} (${request.partnerName})`, {
    heading: `Market development request: ${request.title}`,
    paragraphs: [
      `${request.partnerName} asks for ${amount} of market development funds for "${request.title}".`,
    ],
    action: { label: "Decide", href: teamLink() },
    signed: false,
  });
}

export type MdfDecision = "approved" | "changes_requested" | "rejected";

export function mdfRequestDecidedMail(request: {
  title: string;
  decision: MdfDecision;
  amountMinor: number;
  currency: string;
  reason: string | null;
  claimDeadline: string | null;
}): PortalMail {
  const amount = formatMoney(request.amountMinor, request.currency);
  const heading =
    request.decision === "approved"
      ? `Approved: ${amount} for ${request.title}`
      : request.decision === "changes_requested"
        ? `Changes requested: ${request.title}`
        : `Not approved: ${request.title}`;
  const paragraphs =
    request.decision === "approved"
      ? [
          `The programme team approved ${amount} of market development funds for "${request.title}".`,
          "After the activity, claim what you spent with your invoices and proof by " +
            `${formatDay(request.claimDeadline)}.`,
        ]
      : request.decision === "changes_requested"
        ? [
            `The programme team asks you to change your request for "${request.title}": ` +
              (request.reason ?? ""),
          ]
        : [`The programme team did not approve your request for "${request.title}": ${request.reason ?? ""}`];
  return portalMail(heading, {
    heading,
    greeting: greeting(),
    paragraphs,
    action: { label: "Open market development", href: portalLink(MDF_PORTAL_PATH) },
  });
}

export function mdfClaimTeamMail(
  claim: Activity & { amountMinor: number; currency: string; files: number },
): PortalMail {
  const amount = formatMoney(claim.amountMinor, claim.currency);
  return portalMail(`Market development claim: ${amount} (${claim.partnerName})`, {
    heading: `Market development claim: ${claim.title}`,
    paragraphs: [
      `${claim.partnerName} claims ${amount} for "${claim.title}", with ${claim.files} proof file(s).`,
    ],
    action: { label: "Review the claim", href: teamLink() },
    signed: false,
  });
}

export function mdfClaimDecidedMail(claim: {
  title: string;
  approved: boolean;
  amountMinor: number;
  currency: string;
  reason: string | null;
}): PortalMail {
  const amount = formatMoney(claim.amountMinor, claim.currency);
  const heading = claim.approved ? `Claim approved: ${amount}` : `Claim not approved: ${claim.title}`;
  return portalMail(heading, {
    heading,
    greeting: greeting(),
    paragraphs: claim.approved
      ? [
          `The programme team approved ${amount} for "${claim.title}".`,
          "It is paid with your next payout request, beside your approved commissions.",
        ]
      : [`The programme team did not approve your claim for "${claim.title}": ${claim.reason ?? ""}`],
    action: { label: "Open market development", href: portalLink(MDF_PORTAL_PATH) },
  });
}

export function mdfClaimReminderMail(request: {
  title: string;
  amountMinor: number;
  currency: string;
  claimDeadline: string;
}): PortalMail {
  const amount = formatMoney(request.amountMinor, request.currency);
  const deadline = formatDay(request.claimDeadline);
  return portalMail(`Claim your market development funds by ${deadline}`, {
    heading: `Claim by ${deadline}`,
    greeting: greeting(),
    paragraphs: [
      `${amount} approved for "${request.title}" is waiting for your claim.`,
      `Send it with your invoices and proof by ${deadline}; afterwards the funds are released.`,
    ],
    action: { label: "Claim now", href: portalLink(MDF_PORTAL_PATH) },
  });
}

export function mdfReleasedMail(request: {
  title: string;
  amountMinor: number;
  currency: string;
}): PortalMail {
  const amount = formatMoney(request.amountMinor, request.currency);
  return portalMail(`Market development funds released: ${request.title}`, {
    heading: "Funds released",
    greeting: greeting(),
    paragraphs: [
      `No claim came for "${request.title}" in time, so the ${amount} approved for it was released.`,
    ],
    action: { label: "Open market development", href: portalLink(MDF_PORTAL_PATH) },
  });
}

/** Preview samples of market development mail, for the console's email catalogue. */
export function mdfEmailSamples(): EmailSample[] {
  const activity = { id: sampleId, title: "Spring webinar series", partnerName: "Northwind Advisory" };
  return [
    sample(
      "mdf:request",
      "transactional",
      "team",
      mdfRequestTeamMail({ ...activity, amountMinor: 250_000, currency: "USD" }),
    ),
    sample(
      "mdf:request-decided",
      "transactional",
      "partner",
      mdfRequestDecidedMail({
        title: activity.title,
        decision: "approved",
        amountMinor: 200_000,
        currency: "USD",
        reason: null,
        claimDeadline: "2027-05-30",
      }),
    ),
    sample(
      "mdf:claim",
      "transactional",
      "team",
      mdfClaimTeamMail({ ...activity, amountMinor: 180_000, currency: "USD", files: 3 }),
    ),
    sample(
      "mdf:claim-decided",
      "transactional",
      "partner",
      mdfClaimDecidedMail({
        title: activity.title,
        approved: true,
        amountMinor: 180_000,
        currency: "USD",
        reason: null,
      }),
    ),
    sample(
      "mdf:claim-reminder",
      "transactional",
      "partner",
      mdfClaimReminderMail({
        title: activity.title,
        amountMinor: 200_000,
        currency: "USD",
        claimDeadline: "2027-05-30",
      }),
    ),
    sample(
      "mdf:released",
      "transactional",
      "partner",
      mdfReleasedMail({ title: activity.title, amountMinor: 200_000, currency: "USD" }),
    ),
  ];
}
