import "server-only";
import { env } from "@/lib/server/env";
import { signature, type PortalMail } from "@/lib/server/mail/portal-mail";

// Training emails (plain text). Their kinds start with "training:", so a user who turned
// "Training reminders" off in Settings does not get them (lib/server/notifications/preferences.ts).

export function certifiedMail(courseTitle: string, points: number): PortalMail {
  return {
    subject: `You are certified: ${courseTitle}`,
    text: `Hello,\n\nYou completed every module of ${courseTitle} and are now certified. ${points} partner points were added to your account.\n\nSee your training in the dashboard: ${env().APP_URL}/partner-portal/dashboard${signature}`,
  };
}
