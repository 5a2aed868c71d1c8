import "server-only";
import { env } from "@/lib/server/env";
import { greeting, portalLink, portalMail, type PortalMail } from "@/lib/server/mail/portal-mail";
import { sample, sampleToken, type EmailSample } from "@/lib/server/mail/email-sample";

// Account emails: address verification, password reset, and the security notices of
// Settings and the console (security priority: they always go, whatever the notification
// toggles say).

const notYou = () => `If this was not you, reset your password at once and contact ${env().SUPPORT_EMAIL}.`;
const resetAction = () => ({ label: "Reset your password", href: portalLink("forgot-password") });

/** An applicant's private status page (a claim, or a registration waiting for approval); valid 30 days. */
export function statusLinkParagraph(statusToken: string): string {
  return `${statusPageNote}:\n${statusPageLink(statusToken)}`;
}

export const statusPageNote =
  "See where your application stands at any time on your private status page (valid for 30 days; keep this link to yourself)";

export const statusPageLink = (statusToken: string) =>
  portalLink("application-status", { token: statusToken });

export function verifyEmailMail(firstName: string | null, token: string, statusToken?: string): PortalMail {
  return portalMail("Verify your email address for the Finlytic AI Partner Portal", {
    heading: "Confirm your email address",
    greeting: greeting(firstName),
    paragraphs: ["Please confirm your email address to activate your partner account."],
    action: { label: "Verify my email address", href: portalLink("verify-email", { token }) },
    after: [
      "The link is valid for 24 hours and can be used once.",
      ...(statusToken
        ? [`Your registration waits for the programme team's approval. ${statusLinkParagraph(statusToken)}`]
        : []),
    ],
  });
}

export function resetPasswordMail(token: string): PortalMail {
  return portalMail("Reset your Finlytic AI Partner Portal password", {
    heading: "Choose a new password",
    paragraphs: ["We received a request to reset your password. Choose a new one here:"],
    action: { label: "Choose a new password", href: portalLink("reset-password", { token }) },
    after: [
      "The link is valid for 1 hour and can be used once. If you did not ask for it, ignore this email; your password stays unchanged.",
    ],
  });
}

function securityNotice(subject: string, heading: string, text: string): PortalMail {
  return portalMail(subject, { heading, paragraphs: [`${text} ${notYou()}`], action: resetAction() });
}

export function passwordChangedMail(): PortalMail {
  return securityNotice(
    "Your Finlytic AI Partner Portal password was changed",
    "Your password was changed",
    "Your password was just changed and every signed-in session was signed out.",
  );
}

export function passwordChangedInSettingsMail(): PortalMail {
  return securityNotice(
    "Your Finlytic AI Partner Portal password was changed",
    "Your password was changed",
    "Your password was just changed from Settings, and every other signed-in session was signed out.",
  );
}

export function twoFactorEnabledMail(): PortalMail {
  return securityNotice(
    "Two-factor authentication is on for your Finlytic AI account",
    "Two-factor authentication is on",
    "Two-factor authentication was just turned on: signing in now asks for a code from your authenticator app after your password. Keep your recovery codes somewhere safe.",
  );
}

export function twoFactorDisabledMail(): PortalMail {
  return securityNotice(
    "Two-factor authentication is off for your Finlytic AI account",
    "Two-factor authentication is off",
    "Two-factor authentication was just turned off: signing in asks for your password only.",
  );
}

export function twoFactorResetMail(): PortalMail {
  return portalMail("The partner programme team reset your two-factor authentication", {
    heading: "Two-factor authentication was reset",
    paragraphs: [
      "At your request (or for your account's safety), the partner programme team turned off two-factor authentication for your account and removed your recovery codes. You can set it up again in Settings.",
      `If you did not ask for this, contact ${env().SUPPORT_EMAIL}.`,
    ],
    action: { label: "Sign in", href: `${env().APP_URL}/partner-portal/login` },
  });
}

/** Preview samples of account security mail, for the console's email catalogue. */
export function authEmailSamples(): EmailSample[] {
  return [
    sample("auth:verify-email", "security", "partner", verifyEmailMail("Ada", sampleToken, sampleToken)),
    sample("auth:reset-password", "security", "partner", resetPasswordMail(sampleToken)),
    sample("auth:password-changed", "security", "partner", passwordChangedMail()),
    sample("auth:password-changed (Settings)", "security", "partner", passwordChangedInSettingsMail()),
    sample("auth:two-factor-enabled", "security", "partner", twoFactorEnabledMail()),
    sample("auth:two-factor-disabled", "security", "partner", twoFactorDisabledMail()),
    sample("auth:two-factor-reset", "security", "partner", twoFactorResetMail()),
  ];
}
