import "server-only";
import { env } from "@/lib/server/env";
import { portalLink, signature, type PortalMail } from "@/lib/server/mail/portal-mail";

// Registration emails: the team's notification of a new registration, its invitations and
// its decision on a registration (plain text).

export function registrationNotificationMail(input: {
  partnerId: string;
  companyName: string;
  contact: string;
  email: string;
  pending: boolean;
  companyChangedFrom?: string;
}): PortalMail {
  const lead = input.companyChangedFrom
    ? `A registration from an approved link changed the company name from "${input.companyChangedFrom}" and is waiting for approval.`
    : input.pending
      ? "An open registration is waiting for approval."
      : "A partner completed registration from an approved link.";
  return {
    subject: input.pending
      ? `Registration waiting for approval: ${input.companyName}`
      : `New partner registered: ${input.companyName}`,
    text: `${lead}\n\nCompany: ${input.companyName}\nPrimary contact: ${input.contact} <${input.email}>\n\nPartner: ${env().APP_URL}/admin/partners/${input.partnerId}${input.pending ? `\nor: npm run admin -- approve-registration ${input.partnerId}` : ""}`,
  };
}

export function registrationAttemptMail(firstName: string | null): PortalMail {
  return {
    subject: "Someone tried to register with your email address",
    text: `Hello ${firstName ?? "there"},\n\nSomeone just tried to open a new Finlytic AI Partner Portal registration with this email address, which already has an account. No new account was created and your account is unchanged.\n\nIf it was you, sign in here:\n${env().APP_URL}/partner-portal/login\nForgot your password? Choose a new one here:\n${env().APP_URL}/partner-portal/forgot-password\n\nIf it was not you, you can ignore this email.${signature}`,
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
