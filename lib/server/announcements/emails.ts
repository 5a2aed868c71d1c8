import "server-only";
import { env } from "@/lib/server/env";
import { greeting, portalMail, type PortalMail } from "@/lib/server/mail/portal-mail";
import { sample, type EmailSample } from "@/lib/server/mail/email-sample";

// The announcement email: the team's own title and words. Its kind starts with
// "announcement:", so it goes only to users who keep "Partner announcements" on, with a
// one-click unsubscribe from them.

export function announcementMail(title: string, body: string): PortalMail {
  return portalMail(`Partner programme: ${title}`, {
    heading: title,
    greeting: greeting(),
    paragraphs: body
      .split(/\n\s*\n/)
      .map((paragraph) => paragraph.trim())
      .filter(Boolean),
    action: { label: "Open the partner portal", href: `${env().APP_URL}/partner-portal/dashboard` },
  });
}

/** Preview samples of an announcement, for the console's email catalogue. */
export function announcementEmailSamples(): EmailSample[] {
  return [
    sample(
      "announcement:posted",
      "bulk",
      "partner",
      announcementMail(
        "New pricing tiers",
        "From next month, Gold starts at 20 deals.\n\nSee the new tiers in the portal.",
      ),
    ),
  ];
}
