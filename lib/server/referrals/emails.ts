import "server-only";
import { enumLabel } from "@/content/portal-labels";
import { env } from "@/lib/server/env";
import { signature, type PortalMail } from "@/lib/server/mail/portal-mail";

// Referral emails (plain text): the team's notice of a new referral and of a partner's
// follow-up, and the partner's notices of a status change and of a lead from their link.

const money = (value: number) => `$${value.toLocaleString("en-US", { maximumFractionDigits: 2 })}`;
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
  const lines = [
    `${referral.partnerName} referred a new lead.`,
    "",
    `Company: ${referral.company}`,
    `Contact: ${referral.contact} <${referral.email}>`,
    referral.phone ? `Phone: ${referral.phone}` : null,
    referral.expectedValue ? `Expected value: ${money(referral.expectedValue)}` : null,
    referral.notes ? `Notes: ${referral.notes}` : null,
    "",
    "The partner confirmed having the contact's permission to share these details.",
    "",
    `Work it: ${teamLink(referral.id)}`,
  ];
  return {
    subject: `New referral: ${referral.company} (${referral.partnerName})`,
    text: lines.filter((line) => line !== null).join("\n"),
  };
}

export function referralFollowUpTeamMail(referral: {
  id: string;
  partnerName: string;
  company: string;
  status: string;
  note: string;
}): PortalMail {
  return {
    subject: `Referral follow-up: ${referral.company} (${referral.partnerName})`,
    text: `${referral.partnerName} follows up on the referral of ${referral.company} (status: ${enumLabel(referral.status)}).\n\nNote: ${referral.note}\n\nAnswer it: ${teamLink(referral.id)}`,
  };
}

export function referralStatusMail(referral: {
  company: string;
  contact: string;
  status: string;
  note?: string | null;
}): PortalMail {
  return {
    subject: `Referral update: ${referral.company}`,
    text: `Hello,\n\nYour referral of ${referral.contact} at ${referral.company} is now ${enumLabel(referral.status)}.${referral.note ? `\n\nNote from the programme team: ${referral.note}` : ""}\n\nSee its history in your dashboard: ${env().APP_URL}/partner-portal/dashboard${signature}`,
  };
}

export function linkLeadMail(lead: {
  company: string;
  contact: string;
  campaign: string | null;
}): PortalMail {
  const who = lead.company ? `${lead.contact} at ${lead.company}` : lead.contact;
  const via = lead.campaign ? `your referral link (${lead.campaign})` : "your referral link";
  return {
    subject: `New lead from your referral link: ${lead.company || lead.contact}`,
    text: `Hello,\n\n${who} came to the website through ${via} and sent us an enquiry. It is now one of your referrals, and the programme team will be in touch with them.\n\nFollow it in your dashboard: ${env().APP_URL}/partner-portal/dashboard${signature}`,
  };
}
