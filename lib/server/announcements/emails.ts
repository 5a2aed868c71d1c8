import "server-only";
import { env } from "@/lib/server/env";
import { greeting, portalMail, type PortalMail } from "@/lib/server/mail/portal-mail";

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
