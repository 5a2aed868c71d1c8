import "server-only";
import { env } from "@/lib/server/env";
import { dashboardPath } from "@/lib/portal-routes";
import { greeting, portalMail, type PortalMail } from "@/lib/server/mail/portal-mail";
import { sample, type EmailSample } from "@/lib/server/mail/email-sample";

// Training emails. Their kinds start with "training:", so a user who turned "Training
// reminders" off in Settings does not get them, and each carries a one-click unsubscribe
// from them (lib/server/notifications/preferences.ts, lib/server/mail/compose.ts).

export function certifiedMail(courseTitle: string, points: number): PortalMail {
  return portalMail(`You are certified: ${courseTitle}`, {
    heading: `You are certified: ${courseTitle}`,
    greeting: greeting(),
    paragraphs: [
      `You completed every module of ${courseTitle} and are now certified. ${points} partner points were added to your account.`,
    ],
    action: { label: "See your training", href: `${env().APP_URL}${dashboardPath("training")}` },
  });
}

/** The weekly nudge for a course started and then left (lib/server/training/reminders.ts). */
export function reminderMail(courseTitle: string, done: number, total: number): PortalMail {
  return portalMail(`Pick up where you left off: ${courseTitle}`, {
    heading: "Pick up where you left off",
    greeting: greeting(),
    paragraphs: [
      `You have completed ${done} of ${total} modules of ${courseTitle}. The next one is waiting for you in the portal.`,
    ],
    action: { label: "Continue your training", href: `${env().APP_URL}${dashboardPath("training")}` },
  });
}

/** Preview samples of training mail, for the console's email catalogue. */
export function trainingEmailSamples(): EmailSample[] {
  return [
    sample("training:certified", "transactional", "partner", certifiedMail("Selling Finlytic AI", 250)),
    sample("training:reminder", "bulk", "partner", reminderMail("Selling Finlytic AI", 3, 5)),
  ];
}
