import "server-only";
import { env } from "@/lib/server/env";
import { portalLink, signature, type PortalMail } from "@/lib/server/mail/portal-mail";

// The team's decisions and invitations, as emailed to applicants and partners (plain text).

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

export function invitationMail(companyName: string, token: string): PortalMail {
  return {
    subject: "You are invited to join the Finlytic AI Partner Programme",
    text: `Hello,\n\n${companyName} is invited to join the Finlytic AI Partner Programme. Register here:\n${portalLink("register", { invite: token })}\n\nThe invitation is valid for 7 days and can be used once.${signature}`,
  };
}

export function registrationApprovedMail(firstName: string | null): PortalMail {
  return {
    subject: "Your Finlytic AI partner account is approved",
    text: `Hello ${firstName ?? "there"},\n\nYour partner account has been approved. Once your email address is verified you can sign in:\n${env().APP_URL}/partner-portal/login${signature}`,
  };
}

export function registrationRejectedMail(firstName: string | null, reason: string): PortalMail {
  return {
    subject: "Your Finlytic AI partner registration",
    text: `Hello ${firstName ?? "there"},\n\nAfter review we are unable to approve your partner registration at this time.\n\nReason: ${reason}\n\nIf you have questions, contact ${env().SUPPORT_EMAIL}.${signature}`,
  };
}
