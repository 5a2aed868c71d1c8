import "server-only";
import { env } from "@/lib/server/env";
import type { MailMessage } from "./message";
import { SIGNATURE, textOf, type EmailContent } from "./templates/content";

// What every portal email shares: its words as content (rendered to HTML and text by
// ./templates when queued), links to the portal's pages (which read the token from the
// query and call the API), and the programme's signature. Each domain keeps its own emails
// beside its service (auth/, claims/, registration/, deals/ ...).

export type PortalMail = Pick<MailMessage, "subject" | "text"> & { content: EmailContent };

/** A message from its subject and content; `text` is the plain-text part without the footer. */
export function portalMail(subject: string, content: EmailContent): PortalMail {
  return { subject, text: textOf(content), content };
}

export function portalLink(path: string, query: Record<string, string> = {}): string {
  const search = new URLSearchParams(query).toString();
  return `${env().APP_URL}/partner-portal/${path}${search ? `?${search}` : ""}`;
}

export const greeting = (firstName?: string | null) => `Hello ${firstName || "there"},`;

export const signature = `\n\n${SIGNATURE}`;
