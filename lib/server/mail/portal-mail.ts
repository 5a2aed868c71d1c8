import "server-only";
import { env } from "@/lib/server/env";
import type { MailMessage } from ".";

// What every portal email shares: plain text, links to the portal's pages (which read the
// token from the query and call the API), and the programme's signature. Each domain keeps
// its own emails beside its service (auth/, claims/, registration/, admin/).

export type PortalMail = Pick<MailMessage, "subject" | "text">;

export function portalLink(path: string, query: Record<string, string>): string {
  return `${env().APP_URL}/partner-portal/${path}?${new URLSearchParams(query).toString()}`;
}

export const signature = "\n\nThe Finlytic AI Partner Programme team";
