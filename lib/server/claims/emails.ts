import "server-only";
import { env } from "@/lib/server/env";
import { portalLink, signature, type PortalMail } from "@/lib/server/mail/portal-mail";
import { statusLinkParagraph } from "@/lib/server/auth/emails";
import { countryName } from "@/content/portal-labels";

// Claim emails: the one-time code, the applicant's receipt, the team's notification and its
// decision (plain text).

export function otpMail(code: string): PortalMail {
  return {
    subject: `Your Finlytic AI verification code: ${code}`,
    text: `Your verification code is ${code}.\n\nEnter it on the partner claim form within 10 minutes. If you did not ask for it, ignore this email.${signature}`,
  };
}

export function claimReceivedMail(firstName: string, statusToken: string): PortalMail {
  return {
    subject: "We received your Finlytic AI partnership claim",
    text: `Hello ${firstName},\n\nThank you for applying to the Finlytic AI Partner Programme. Review takes 2-3 business days.\n\nNext steps:\n1. Our team reviews your application.\n2. We contact you for a short discussion.\n3. Upon approval you receive an email with your registration link and portal access.\n\n${statusLinkParagraph(statusToken)}${signature}`,
  };
}

export function claimNotificationMail(claim: {
  id: string;
  companyName: string;
  name: string;
  email: string;
  website: string;
  country: string;
  whyJoin: string;
}): PortalMail {
  return {
    subject: `New partnership claim: ${claim.companyName}`,
    text: `A new partnership claim is waiting for review.\n\nCompany: ${claim.companyName}\nContact: ${claim.name} <${claim.email}>\nWebsite: ${claim.website}\nCountry: ${countryName(claim.country)}\n\nWhy they want to join:\n${claim.whyJoin}\n\nReview it in the console, where you can approve or reject it:\n${env().APP_URL}/admin/claims/${claim.id}`,
  };
}

export function claimApprovedMail(firstName: string, token: string): PortalMail {
  return {
    subject: "Your Finlytic AI partnership claim is approved: complete your registration",
    text: `Hello ${firstName},\n\nGood news: your partnership claim has been approved. Complete your registration here:\n${portalLink("register", { token })}\n\nThe link is valid for 7 days and can be used once. After registering, verify your email address and sign in to reach your training materials.${signature}`,
  };
}

export function claimRejectedMail(firstName: string, reason: string): PortalMail {
  return {
    subject: "Your Finlytic AI partnership claim",
    text: `Hello ${firstName},\n\nThank you for your interest in the Finlytic AI Partner Programme. After review we are unable to approve your claim at this time.\n\nReason: ${reason}\n\nIf you have questions, reply to ${env().SUPPORT_EMAIL}.${signature}`,
  };
}

export function companyTakenMail(firstName: string, companyName: string): PortalMail {
  return {
    subject: "About your Finlytic AI partnership claim",
    text: `Hello ${firstName},\n\nThank you for applying to the Finlytic AI Partner Programme. We could not store your claim for ${companyName}: that company already has a partnership claim or partner account with us.\n\nIf you work there, ask the colleague who applied to invite you, or reply to this email and our team will help.${signature}`,
  };
}
