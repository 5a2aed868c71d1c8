import "server-only";
import { env } from "../env";
import type { MailMessage } from "../mail";

// The programme's transactional emails (plain text). Links point at the portal's pages,
// which read the token from the query and call the API.

type Mail = Pick<MailMessage, "subject" | "text">;

export function portalLink(path: string, query: Record<string, string>): string {
  return `${env().APP_URL}/partner-portal/${path}?${new URLSearchParams(query).toString()}`;
}

const signature = "\n\nThe Finlytic AI Partner Programme team";

export function otpMail(code: string): Mail {
  return {
    subject: `Your Finlytic AI verification code: ${code}`,
    text: `Your verification code is ${code}.\n\nEnter it on the partner claim form within 10 minutes. If you did not ask for it, ignore this email.${signature}`,
  };
}

export function verifyEmailMail(firstName: string | null, token: string): Mail {
  return {
    subject: "Verify your email address for the Finlytic AI Partner Portal",
    text: `Hello ${firstName ?? "there"},\n\nPlease confirm your email address to activate your partner account:\n${portalLink("verify-email", { token })}\n\nThe link is valid for 24 hours and can be used once.${signature}`,
  };
}

export function resetPasswordMail(token: string): Mail {
  return {
    subject: "Reset your Finlytic AI Partner Portal password",
    text: `We received a request to reset your password. Choose a new one here:\n${portalLink("reset-password", { token })}\n\nThe link is valid for 1 hour and can be used once. If you did not ask for it, ignore this email; your password stays unchanged.${signature}`,
  };
}

export function passwordChangedMail(): Mail {
  return {
    subject: "Your Finlytic AI Partner Portal password was changed",
    text: `Your password was just changed and every signed-in session was signed out. If this was not you, reset your password at once and contact ${env().SUPPORT_EMAIL}.${signature}`,
  };
}

export function claimReceivedMail(firstName: string): Mail {
  return {
    subject: "We received your Finlytic AI partnership claim",
    text: `Hello ${firstName},\n\nThank you for applying to the Finlytic AI Partner Programme. Review takes 2-3 business days.\n\nNext steps:\n1. Our team reviews your application.\n2. We contact you for a short discussion.\n3. Upon approval you receive an email with your registration link and portal access.${signature}`,
  };
}

export function claimNotificationMail(claim: { id: string; companyName: string; name: string; email: string; website: string; country: string; whyJoin: string }): Mail {
  return {
    subject: `New partnership claim: ${claim.companyName}`,
    text: `A new partnership claim is waiting for review.\n\nCompany: ${claim.companyName}\nContact: ${claim.name} <${claim.email}>\nWebsite: ${claim.website}\nCountry: ${claim.country}\n\nWhy they want to join:\n${claim.whyJoin}\n\nReview it: ${env().APP_URL}/admin/claims/${claim.id}\nor: npm run admin -- approve-claim ${claim.id}`,
  };
}

export function registrationNotificationMail(input: { partnerId: string; companyName: string; contact: string; email: string; pending: boolean; companyChangedFrom?: string }): Mail {
  const lead = input.companyChangedFrom
    ? `A registration from an approved link changed the company name from "${input.companyChangedFrom}" and is waiting for approval.`
    : input.pending
      ? "An open registration is waiting for approval."
      : "A partner completed registration from an approved link.";
  return {
    subject: input.pending ? `Registration waiting for approval: ${input.companyName}` : `New partner registered: ${input.companyName}`,
    text: `${lead}\n\nCompany: ${input.companyName}\nPrimary contact: ${input.contact} <${input.email}>\n\nPartner: ${env().APP_URL}/admin/partners/${input.partnerId}${input.pending ? `\nor: npm run admin -- approve-registration ${input.partnerId}` : ""}`,
  };
}

export function registrationAttemptMail(firstName: string | null): Mail {
  return {
    subject: "Someone tried to register with your email address",
    text: `Hello ${firstName ?? "there"},\n\nSomeone just tried to open a new Finlytic AI Partner Portal registration with this email address, which already has an account. No new account was created and your account is unchanged.\n\nIf it was you, sign in here:\n${env().APP_URL}/partner-portal/login\nForgot your password? Choose a new one here:\n${env().APP_URL}/partner-portal/forgot-password\n\nIf it was not you, you can ignore this email.${signature}`,
  };
}

export function claimApprovedMail(firstName: string, token: string): Mail {
  return {
    subject: "Your Finlytic AI partnership claim is approved: complete your registration",
    text: `Hello ${firstName},\n\nGood news: your partnership claim has been approved. Complete your registration here:\n${portalLink("register", { token })}\n\nThe link is valid for 7 days and can be used once. After registering, verify your email address and sign in to reach your training materials.${signature}`,
  };
}

export function claimRejectedMail(firstName: string, reason: string): Mail {
  return {
    subject: "Your Finlytic AI partnership claim",
    text: `Hello ${firstName},\n\nThank you for your interest in the Finlytic AI Partner Programme. After review we are unable to approve your claim at this time.\n\nReason: ${reason}\n\nIf you have questions, reply to ${env().SUPPORT_EMAIL}.${signature}`,
  };
}

export function invitationMail(companyName: string, token: string): Mail {
  return {
    subject: "You are invited to join the Finlytic AI Partner Programme",
    text: `Hello,\n\n${companyName} is invited to join the Finlytic AI Partner Programme. Register here:\n${portalLink("register", { invite: token })}\n\nThe invitation is valid for 7 days and can be used once.${signature}`,
  };
}

export function registrationApprovedMail(firstName: string | null): Mail {
  return {
    subject: "Your Finlytic AI partner account is approved",
    text: `Hello ${firstName ?? "there"},\n\nYour partner account has been approved. Once your email address is verified you can sign in:\n${env().APP_URL}/partner-portal/login${signature}`,
  };
}

export function registrationRejectedMail(firstName: string | null, reason: string): Mail {
  return {
    subject: "Your Finlytic AI partner registration",
    text: `Hello ${firstName ?? "there"},\n\nAfter review we are unable to approve your partner registration at this time.\n\nReason: ${reason}\n\nIf you have questions, contact ${env().SUPPORT_EMAIL}.${signature}`,
  };
}
