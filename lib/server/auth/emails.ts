import "server-only";
import { env } from "@/lib/server/env";
import { portalLink, signature, type PortalMail } from "@/lib/server/mail/portal-mail";

// Account emails: address verification and password reset (plain text).

/** An applicant's private status page (a claim, or a registration waiting for approval); valid 30 days. */
export function statusLinkParagraph(statusToken: string): string {
  return `See where your application stands at any time on your private status page (valid for 30 days; keep this link to yourself):\n${portalLink("application-status", { token: statusToken })}`;
}

export function verifyEmailMail(firstName: string | null, token: string, statusToken?: string): PortalMail {
  const status = statusToken ? `\n\nYour registration waits for the programme team's approval. ${statusLinkParagraph(statusToken)}` : "";
  return {
    subject: "Verify your email address for the Finlytic AI Partner Portal",
    text: `Hello ${firstName ?? "there"},\n\nPlease confirm your email address to activate your partner account:\n${portalLink("verify-email", { token })}\n\nThe link is valid for 24 hours and can be used once.${status}${signature}`,
  };
}

export function resetPasswordMail(token: string): PortalMail {
  return {
    subject: "Reset your Finlytic AI Partner Portal password",
    text: `We received a request to reset your password. Choose a new one here:\n${portalLink("reset-password", { token })}\n\nThe link is valid for 1 hour and can be used once. If you did not ask for it, ignore this email; your password stays unchanged.${signature}`,
  };
}

export function passwordChangedMail(): PortalMail {
  return {
    subject: "Your Finlytic AI Partner Portal password was changed",
    text: `Your password was just changed and every signed-in session was signed out. If this was not you, reset your password at once and contact ${env().SUPPORT_EMAIL}.${signature}`,
  };
}
