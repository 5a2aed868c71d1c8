import "server-only";
import type { MailPriority } from "./message";
import type { EmailContent } from "./templates/content";

// One entry of the email preview catalogue (lib/server/composition/email-previews.ts): a kind of email built
// from sample data by its own emails.ts function, which also lists its samples.

export interface EmailSample {
  kind: string;
  priority: MailPriority;
  /** Who receives it: the team's inbox, or a partner, applicant or visitor. */
  to: "team" | "partner";
  subject: string;
  content: EmailContent;
}

export const sampleToken = "sample-token-0123456789abcdef";
export const sampleId = "5f0c6b8e-4d2a-4c1e-9a57-0d6b1e2f3a4b";

type Built = { subject: string; content?: EmailContent };
export const sample = (
  kind: string,
  priority: MailPriority,
  to: EmailSample["to"],
  mail: Built,
): EmailSample => {
  if (!mail.content) throw new Error(`The ${kind} email has no template content.`);
  return { kind, priority, to, subject: mail.subject, content: mail.content };
};
