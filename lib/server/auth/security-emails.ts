import "server-only";
import { env } from "@/lib/server/env";
import { signature, type PortalMail } from "@/lib/server/mail/portal-mail";

// Security notices sent from Settings and the console (plain text, security priority:
// they always go, whatever the notification toggles say).

const notYou = () => `If this was not you, reset your password at once and contact ${env().SUPPORT_EMAIL}.`;

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
