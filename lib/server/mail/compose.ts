import "server-only";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db";
import { dashboardPath } from "@/lib/portal-routes";
import { env } from "../env";
import {
  partnerRecipient,
  preferenceForKind,
  preferenceLabels,
  type PreferenceKey,
} from "../notifications/preferences";
import { issueUnsubscribeToken, unsubscribeApiUrl, unsubscribePageUrl } from "../notifications/unsubscribe";
import type { MailMessage, MailPriority } from "./message";
import type { EmailSample } from "./email-sample";
import type { EmailContent, EmailFooter } from "./templates/content";
import { fillEmail } from "./templates/fill-email";
import { renderEmail, type RenderedEmail } from "./templates/render-email";
import { greeting } from "./portal-mail";

// What a message becomes when it is queued: both parts rendered from its content with the
// footer that says why this recipient gets it, and the headers of a real sender.
//
// - List-Unsubscribe (https, one-click POST per RFC 8058) on every message a partner's
//   notification toggle governs (announcements, training, deal and commission mail), with a
//   token for that user and that toggle only. Security, account and team mail has none.
// - Auto-Submitted: auto-generated on everything but the team's own notices (RFC 3834), so
//   auto-responders do not answer it.
// - Reply-To: the programme's address on partner-facing mail that is not a security notice,
//   unless the message names its own (a visitor's enquiry, answered from the notification).

export interface ComposedMail {
  text: string;
  html: string | null;
  replyTo: string | null;
  headers: Record<string, string> | null;
}

type Db = Transaction<Database> | Kysely<Database>;

// Stands in for the recipient's own unsubscribe link while one rendering serves many recipients.
const UNSUBSCRIBE_SLOT = "https://unsubscribe.invalid/slot";

/** Renders each content once per footer reason and fills in each recipient's link. */
export class Composer {
  private readonly rendered = new Map<EmailContent, Map<string, Promise<RenderedEmail>>>();

  constructor(private readonly db: Db) {}

  /** null when the recipient turned this kind of mail off: nothing is queued then. */
  async compose(message: MailMessage, priority: MailPriority): Promise<ComposedMail | null> {
    const config = env();
    const recipient = await partnerRecipient(this.db, message.to, message.kind);
    if (recipient && !recipient.on) return null;
    const team = isTeamInbox(message.to);
    const headers: Record<string, string> = {};
    if (!team) headers["Auto-Submitted"] = "auto-generated";
    let pageUrl: string | undefined;
    if (recipient) {
      const token = issueUnsubscribeToken(recipient.userId, recipient.preference);
      headers["List-Unsubscribe"] = `<${unsubscribeApiUrl(token)}>`;
      headers["List-Unsubscribe-Post"] = "List-Unsubscribe=One-Click";
      pageUrl = unsubscribePageUrl(token);
    }
    const footer = footerFor(message.kind, priority, team, recipient?.preference, UNSUBSCRIBE_SLOT);
    const replyTo = message.replyTo ?? (team || priority === "security" ? null : config.PROGRAMME_EMAIL);
    const composed = { replyTo, headers: Object.keys(headers).length ? headers : null };
    if (!message.content) return { ...composed, text: message.text, html: message.html ?? null };
    const parts = await this.render(message.content, footer, await this.greetingFor(message));
    const fill = (value: string) => (pageUrl ? value.replaceAll(UNSUBSCRIBE_SLOT, pageUrl) : value);
    return { ...composed, text: fill(parts.text), html: fill(parts.html) };
  }

  /**
   * "Hello Ada," for a message that would greet "Hello there," someone whose name we know
   * (an email built for several people at once cannot know each one's name).
   */
  private async greetingFor(message: MailMessage): Promise<string | undefined> {
    if (message.content?.greeting !== greeting()) return undefined;
    const row = await this.db
      .selectFrom("users")
      .select("first_name")
      .where("email", "=", message.to.trim().toLowerCase())
      .executeTakeFirst();
    return row?.first_name?.trim() ? greeting(row.first_name.trim()) : undefined;
  }

  private render(content: EmailContent, footer: EmailFooter, hello?: string): Promise<RenderedEmail> {
    let byFooter = this.rendered.get(content);
    if (!byFooter) this.rendered.set(content, (byFooter = new Map()));
    const key = `${JSON.stringify(footer)}\n${hello ?? ""}`;
    let parts = byFooter.get(key);
    // Filled into its shape's template: what React renders, without a render per message.
    if (!parts)
      byFooter.set(key, (parts = fillEmail(hello ? { ...content, greeting: hello } : content, footer)));
    return parts;
  }
}

export function isTeamInbox(address: string): boolean {
  const config = env();
  const to = address.trim().toLowerCase();
  return [config.PROGRAMME_EMAIL, config.CONTACT_INBOX].some((inbox) => inbox.toLowerCase() === to);
}

/**
 * The footer: why the recipient gets the message and, for mail a toggle governs, links to
 * Settings and to unsubscribe (`unsubscribeUrl`).
 */
export function footerFor(
  kind: string,
  priority: MailPriority,
  team: boolean,
  preference: PreferenceKey | undefined,
  unsubscribeUrl: string,
): EmailFooter {
  if (!preference) return { reason: footerReason(kind, priority, team) };
  return {
    reason: `You receive this email because “${preferenceLabels[preference]}” is on in your partner portal's Settings.`,
    settingsUrl: `${env().APP_URL}${dashboardPath("settings")}`,
    unsubscribeUrl,
  };
}

function footerReason(kind: string, priority: MailPriority, team: boolean): string {
  if (team) return "Sent by the partner portal to the programme team's inbox.";
  if (kind.startsWith("contact:"))
    return "You receive this email because this address was entered in the contact form on our website.";
  if (priority === "security")
    return "You receive this email because it concerns the security of your partner portal account or application; it is sent whatever your notification settings.";
  return "You receive this email about your partner portal account or application with the Finlytic AI Partner Programme.";
}

/** A sample's two parts with the footer its kind gets (the console's preview; nothing is sent). */
export function renderSample(sample: EmailSample): Promise<RenderedEmail> {
  const preference = sample.to === "partner" ? (preferenceForKind(sample.kind) ?? undefined) : undefined;
  const footer = footerFor(
    sample.kind,
    sample.priority,
    sample.to === "team",
    preference,
    unsubscribePageUrl("sample"),
  );
  return renderEmail(sample.content, footer);
}
