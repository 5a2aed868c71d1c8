// What one email says, as data: each domain's emails.ts fills it in (the one place per kind
// for its words), the layout turns it into HTML and textOf into the plain-text part, so
// both parts always say the same.

export interface EmailAction {
  label: string;
  /** Absolute: a mail client has no base URL to resolve a relative one against. */
  href: string;
}

export interface EmailFact {
  label: string;
  value: string;
  /** Shown as a link in the HTML part (absolute). */
  href?: string;
}

export interface EmailContent {
  heading: string;
  /** "Hello Ada,": omitted for the team's own notices. */
  greeting?: string;
  paragraphs: string[];
  facts?: EmailFact[];
  /** The one primary button. */
  action?: EmailAction;
  /** Paragraphs after the button (validity of a link, what to do if it was not you). */
  after?: string[];
  /** Further links in running text (a statement, a second page). */
  links?: EmailAction[];
  /** Signed by the programme team (partner-facing mail); false for the team's own notices. */
  signed?: boolean;
}

/** Why the recipient gets the message and how to stop it, added when it is queued. */
export interface EmailFooter {
  reason: string;
  settingsUrl?: string;
  unsubscribeUrl?: string;
}

export const PROGRAMME_NAME = "Finlytic AI Partner Programme";
export const SIGNATURE = `The ${PROGRAMME_NAME} team`;

/** The plain-text part: the same words, links written out in full. */
export function textOf(content: EmailContent, footer?: EmailFooter): string {
  const blocks: string[] = [];
  if (content.greeting) blocks.push(content.greeting);
  blocks.push(...content.paragraphs);
  if (content.facts?.length) blocks.push(content.facts.map((f) => `${f.label}: ${f.value}`).join("\n"));
  if (content.action) blocks.push(`${content.action.label}:\n${content.action.href}`);
  if (content.links?.length) blocks.push(content.links.map((l) => `${l.label}: ${l.href}`).join("\n"));
  blocks.push(...(content.after ?? []));
  if (content.signed !== false) blocks.push(SIGNATURE);
  if (footer) {
    const lines = [footer.reason];
    if (footer.settingsUrl) lines.push(`Notification settings: ${footer.settingsUrl}`);
    if (footer.unsubscribeUrl) lines.push(`Unsubscribe: ${footer.unsubscribeUrl}`);
    blocks.push(`--\n${lines.join("\n")}`);
  }
  return blocks.join("\n\n");
}
