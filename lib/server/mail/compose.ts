import "server-only";
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
import { textOf, type EmailContent, type EmailFooter } from "./templates/content";
import { fillEmail } from "./templates/fill-email";
import { renderEmail, type RenderedEmail } from "./templates/render-email";
import { greeting } from "./portal-mail";
import type { Db } from "@/lib/server/db";

// What a message becomes when it is queued: its text part and its HTML part's words, with
// the footer that says why this recipient gets it, and the headers of a real sender.
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
  /** HTML the message brought with it (no content): stored as it is. */
  html: string | null;
  /** The HTML part's words, laid out when the message is sent: see htmlOf. */
  htmlContent: string | null;
  replyTo: string | null;
  headers: Record<string, string> | null;
}

/** What html_content holds: the words of the HTML part and the footer it was queued with. */
interface HtmlContent {
  content: EmailContent;
  footer: EmailFooter;
}

/**
 * null when the recipient turned this kind of mail off: nothing is queued then. A message
 * with content gets its text part now and its HTML part's words (laid out at send time, so
 * the transaction that queues it writes a few hundred bytes rather than the whole layout).
 */
export async function composeMail(
  db: Db,
  message: MailMessage,
  priority: MailPriority,
): Promise<ComposedMail | null> {
  const config = env();
  const recipient = await partnerRecipient(db, message.to, message.kind);
  if (recipient && !recipient.on) return null;
  const team = isTeamInbox(message.to);
  const headers: Record<string, string> = {};
  if (!team) headers["Auto-Submitted"] = "auto-generated";
  let unsubscribe: FooterLinks | undefined;
  if (recipient) {
    const token = issueUnsubscribeToken(recipient.userId, recipient.preference);
    headers["List-Unsubscribe"] = `<${unsubscribeApiUrl(token)}>`;
    headers["List-Unsubscribe-Post"] = "List-Unsubscribe=One-Click";
    unsubscribe = { preference: recipient.preference, unsubscribeUrl: unsubscribePageUrl(token) };
  }
  const replyTo = message.replyTo ?? (team || priority === "security" ? null : config.PROGRAMME_EMAIL);
  const composed = { replyTo, headers: Object.keys(headers).length ? headers : null };
  if (!message.content)
    return { ...composed, text: message.text, html: message.html ?? null, htmlContent: null };
  const hello = await greetingFor(db, message);
  const content = hello ? { ...message.content, greeting: hello } : message.content;
  const footer = footerFor(message.kind, priority, team, unsubscribe);
  const words: HtmlContent = { content, footer };
  return { ...composed, text: textOf(content, footer), html: null, htmlContent: JSON.stringify(words) };
}

/**
 * A stored message's HTML part: its own HTML, or its words laid out in the email template
 * (filled into the template's shape: what React renders, without a render per message).
 */
export async function htmlOf(row: {
  html_body: string | null;
  html_content: string | null;
}): Promise<string | null> {
  if (row.html_body !== null || row.html_content === null) return row.html_body;
  const { content, footer } = JSON.parse(row.html_content) as HtmlContent;
  return (await fillEmail(content, footer)).html;
}

/**
 * "Hello Ada," for a message that would greet "Hello there," someone whose name we know
 * (an email built for several people at once cannot know each one's name).
 */
async function greetingFor(db: Db, message: MailMessage): Promise<string | undefined> {
  if (message.content?.greeting !== greeting()) return undefined;
  const row = await db
    .selectFrom("users")
    .select("first_name")
    .where("email", "=", message.to.trim().toLowerCase())
    .executeTakeFirst();
  return row?.first_name?.trim() ? greeting(row.first_name.trim()) : undefined;
}

export function isTeamInbox(address: string): boolean {
  const config = env();
  const to = address.trim().toLowerCase();
  return [config.PROGRAMME_EMAIL, config.CONTACT_INBOX].some((inbox) => inbox.toLowerCase() === to);
}

/** The toggle that governs a partner's message, and the recipient's own link to turn it off. */
interface FooterLinks {
  preference: PreferenceKey;
  unsubscribeUrl: string;
}

/**
 * The footer: why the recipient gets the message and, for mail a toggle governs, links to
 * Settings and to unsubscribe.
 */
export function footerFor(
  kind: string,
  priority: MailPriority,
  team: boolean,
  links: FooterLinks | undefined,
): EmailFooter {
  if (!links) return { reason: footerReason(kind, priority, team) };
  return {
    reason: `You receive this email because “${preferenceLabels[links.preference]}” is on in your partner portal's Settings.`,
    settingsUrl: `${env().APP_URL}${dashboardPath("settings")}`,
    unsubscribeUrl: links.unsubscribeUrl,
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
  const preference = sample.to === "partner" ? preferenceForKind(sample.kind) : null;
  const links = preference ? { preference, unsubscribeUrl: unsubscribePageUrl("sample") } : undefined;
  const footer = footerFor(sample.kind, sample.priority, sample.to === "team", links);
  return renderEmail(sample.content, footer);
}
