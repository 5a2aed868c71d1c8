import "server-only";
import { enumLabel } from "@/content/portal-labels";
import { formatMoney, toMinor } from "@/lib/money";
import { dashboardPath } from "@/lib/portal-routes";
import { env } from "@/lib/server/env";
import { greeting, portalMail, type PortalMail } from "@/lib/server/mail/portal-mail";
import type { EmailFact } from "@/lib/server/mail/templates/content";
import { sample, sampleId, type EmailSample } from "@/lib/server/mail/email-sample";

// Referral emails: the team's notice of a new referral and of a partner's follow-up, and
// the partner's notices of a status change and of a lead from their link.

const teamLink = (id: string) => `${env().APP_URL}/admin/referrals/${id}`;

export function referralSubmittedTeamMail(referral: {
  id: string;
  partnerName: string;
  company: string;
  contact: string;
  email: string;
  phone: string | null;
  expectedValue: number | null;
  notes: string;
}): PortalMail {
  const facts: (EmailFact | null)[] = [
    { label: "Company", value: referral.company },
    { label: "Contact", value: `${referral.contact} <${referral.email}>` },
    referral.phone ? { label: "Phone", value: referral.phone } : null,
    referral.expectedValue
      ? { label: "Expected value", value: formatMoney(toMinor(referral.expectedValue)) }
      : null,
    referral.notes ? { label: "Notes", value: referral.notes } : null,
  ];
  return portalMail(`New referral: ${referral.company} (${referral.partnerName})`, {
    heading: `New referral: ${referral.company}`,
    paragraphs: [`${referral.partnerName} referred a new lead.`],
    facts: facts.filter((fact) => fact !== null),
    after: ["The partner confirmed having the contact's permission to share these details."],
    action: { label: "Work it", href: teamLink(referral.id) },
    signed: false,
  });
}

export function referralFollowUpTeamMail(referral: {
  id: string;
  partnerName: string;
  company: string;
  status: string;
  note: string;
}): PortalMail {
  return portalMail(`Referral follow-up: ${referral.company} (${referral.partnerName})`, {
    heading: `Referral follow-up: ${referral.company}`,
    paragraphs: [
      `${referral.partnerName} follows up on the referral of ${referral.company} (status: ${enumLabel(referral.status)}).`,
      `Note: ${referral.note}`,
    ],
    action: { label: "Answer it", href: teamLink(referral.id) },
    signed: false,
  });
}

export function referralStatusMail(referral: {
  id: string;
  company: string;
  contact: string;
  status: string;
  note?: string | null;
}): PortalMail {
  return portalMail(`Referral update: ${referral.company}`, {
    heading: `Referral update: ${referral.company}`,
    greeting: greeting(),
    paragraphs: [
      `Your referral of ${referral.contact} at ${referral.company} is now ${enumLabel(referral.status)}.`,
      ...(referral.note ? [`Note from the programme team: ${referral.note}`] : []),
    ],
    action: {
      label: "See its history in your dashboard",
      href: `${env().APP_URL}${dashboardPath("referrals", { referral: referral.id })}`,
    },
  });
}

export function linkLeadMail(lead: {
  company: string;
  contact: string;
  campaign: string | null;
}): PortalMail {
  const who = lead.company ? `${lead.contact} at ${lead.company}` : lead.contact;
  const via = lead.campaign ? `your referral link (${lead.campaign})` : "your referral link";
  return portalMail(`New lead from your referral link: ${lead.company || lead.contact}`, {
    heading: "A new lead from your referral link",
    greeting: greeting(),
    paragraphs: [
      `${who} came to the website through ${via} and sent us an enquiry. It is now one of your referrals, and the programme team will be in touch with them.`,
    ],
    action: { label: "Follow it in your dashboard", href: `${env().APP_URL}${dashboardPath("referrals")}` },
  });
}

/** Preview samples of referral mail, for the console's email catalogue. */
export function referralEmailSamples(): EmailSample[] {
  const partnerName = "Northwind Advisory";
  return [
    sample(
      "referral:submitted",
      "transactional",
      "team",
      referralSubmittedTeamMail({
        id: sampleId,
        partnerName,
        company: "Fabrikam Credit Union",
        contact: "Grace Hopper",
        email: "grace@fabrikam.example",
        phone: "+1 555 010 2030",
        expectedValue: 25000,
        notes: "Budget confirmed for Q3.",
      }),
    ),
    sample(
      "referral:follow-up",
      "transactional",
      "team",
      referralFollowUpTeamMail({
        id: sampleId,
        partnerName,
        company: "Fabrikam Credit Union",
        status: "contacted",
        note: "Any news after the first call?",
      }),
    ),
    sample(
      "referral:update",
      "transactional",
      "partner",
      referralStatusMail({
        id: "3f2c9a4e-5d1b-4c7a-9e8f-2a6b1c0d9e7f",
        company: "Fabrikam Credit Union",
        contact: "Grace Hopper",
        status: "qualified",
      }),
    ),
    sample(
      "referral:link-lead",
      "transactional",
      "partner",
      linkLeadMail({ company: "Fabrikam Credit Union", contact: "Grace Hopper", campaign: "Spring webinar" }),
    ),
  ];
}
