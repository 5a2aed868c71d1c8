import "server-only";
import { env } from "@/lib/server/env";
import { portalLink, signature, type PortalMail } from "@/lib/server/mail/portal-mail";

// Account emails (plain text): address verification, password reset, and the security
// notices of Settings and the console (security priority: they always go, whatever the
// notification toggles say).

const notYou = () => `If this was not you, reset your password at once and contact ${env().SUPPORT_EMAIL}.`;

/** An applicant's private status page (a claim, or a registration waiting for approval); valid 30 days. */
export function statusLinkParagraph(statusToken: string): string {
  return `See where your application stands at any time on your private status page (valid for 30 days; keep this link to yourself):\n${portalLink("application-status", { token: statusToken })}`;
}

export function verifyEmailMail(firstName: string | null, token: string, statusToken?: string): PortalMail {
  const status = statusToken
    ? `\n\nYour registration waits for the programme team's approval. ${statusLinkParagraph(statusToken)}`
    : "";
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
    text: `Your password was just changed and every signed-in session was signed out. ${notYou()}${signature}`,
  };
}

export function passwordChangedInSettingsMail(): PortalMail {
  return {
    subject: "Your Finlytic AI Partner Portal password was changed",
    text: `Your password was just changed from Settings, and every other signed-in session was signed out. ${notYou()}${signature}`,
  };
}

export function twoFactorEnabledMail(): PortalMail {
  return {
    subject: "Two-factor authentication is on for your Finlytic AI account",
    text: `Two-factor authentication was just turned on: signing in now asks for a code from your authenticator app after your password. Keep your recovery codes somewhere safe. ${notYou()}${signature}`,
  };
}

export function twoFactorDisabledMail(): PortalMail {
  return {
    subject: "Two-factor authentication is off for your Finlytic AI account",
    text: `Two-factor authentication was just turned off: signing in asks for your password only. ${notYou()}${signature}`,
  };
}

export function twoFactorResetMail(): PortalMail {
  return {
    subject: "The partner programme team reset your two-factor authentication",
    text: `At your request (or for your account's safety), the partner programme team turned off two-factor authentication for your account and removed your recovery codes. You can set it up again in Settings. If you did not ask for this, contact ${env().SUPPORT_EMAIL}.${signature}`,
  };
}
