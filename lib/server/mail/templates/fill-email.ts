import "server-only";
import { randomBytes } from "node:crypto";
import { textOf, type EmailContent, type EmailFooter } from "./content";
import { renderEmail, type RenderedEmail } from "./render-email";

// Renders an email's HTML once per template shape and fills each message's words into it.
//
// A React render of the email template costs about a millisecond of CPU and allocates a
// good deal (a web stream per message), and an enquiry queues two messages inside its
// request: the profile of a server taking enquiries put React's server renderer, the email
// components and the web streams at about a quarter of its CPU. Each kind of message has one
// shape (which parts it has, how many paragraphs and facts) and only its words change, so
// the template is rendered once per shape with a marker in place of every word, and a
// message's HTML is that text with each marker replaced by the word escaped as React
// escapes text and attributes. The result is the HTML React would render, byte for byte
// (fill-email.test.ts holds every kind's sample and awkward input to that).
//
// What React renders differently depending on the value itself stays in the shape, as
// the value: an empty string (it renders no text node), the preview line (react-email pads
// it to 150 characters), a javascript: URL (React replaces it) and text with a NUL.

type Slots = string[];

/** A shape's HTML, split at its markers: parts[0] slot[0] parts[1] slot[1] ... parts[n]. */
interface Template {
  parts: string[];
  slotOrder: number[];
}

// Random per process, so no word can pass for a marker (one that contains it is rendered
// directly).
const NONCE = randomBytes(8).toString("hex");
const MARKER = (index: number) => `s${NONCE}n${index}x`;
const MARKER_PATTERN = new RegExp(`s${NONCE}n(\\d+)x`, "g");
// React's test for a javascript: URL (it swaps such an href for one that throws).
const JAVASCRIPT_URL =
  /^[\u0000-\u001F ]*j[\r\n\t]*a[\r\n\t]*v[\r\n\t]*a[\r\n\t]*s[\r\n\t]*c[\r\n\t]*r[\r\n\t]*i[\r\n\t]*p[\r\n\t]*t[\r\n\t]*:/i;
/** Shapes kept; past this the oldest is dropped (a shape whose literal values vary widely). */
const MAX_SHAPES = 500;

const templates = new Map<string, Promise<Template>>();

/** The HTML and text of a message: the same as renderEmail(content, footer), from a template. */
export async function fillEmail(content: EmailContent, footer?: EmailFooter): Promise<RenderedEmail> {
  const slots: Slots = [];
  let unsafe = false;
  const slot = (value: string, literal = false): string => {
    if (value.includes(NONCE)) unsafe = true;
    if (literal || value === "" || value.includes("\0")) return value;
    slots.push(value);
    return MARKER(slots.length - 1);
  };
  const href = (value: string) => slot(value, JAVASCRIPT_URL.test(value));
  const preview = content.paragraphs[0] ?? content.heading;
  const shaped: EmailContent = {
    heading: slot(content.heading, content.paragraphs.length === 0),
    greeting: content.greeting === undefined ? undefined : slot(content.greeting),
    paragraphs: content.paragraphs.map((text, index) => (index === 0 ? text : slot(text))),
    facts: content.facts?.map((fact) => ({
      label: slot(fact.label),
      value: slot(fact.value),
      href: fact.href === undefined ? undefined : href(fact.href),
    })),
    action: content.action && { label: slot(content.action.label), href: href(content.action.href) },
    after: content.after?.map((text) => slot(text)),
    links: content.links?.map((link) => ({ label: slot(link.label), href: href(link.href) })),
    signed: content.signed,
  };
  const shapedFooter: EmailFooter | undefined = footer && {
    reason: slot(footer.reason),
    settingsUrl: footer.settingsUrl === undefined ? undefined : href(footer.settingsUrl),
    unsubscribeUrl: footer.unsubscribeUrl === undefined ? undefined : href(footer.unsubscribeUrl),
  };
  if (unsafe || preview.includes(NONCE)) return renderEmail(content, footer);
  const key = JSON.stringify([shaped, shapedFooter, preview]);
  let template = templates.get(key);
  if (!template) {
    template = renderEmail(shaped, shapedFooter).then(({ html }) => split(html, slots.length));
    template.catch(() => templates.delete(key));
    if (templates.size >= MAX_SHAPES) templates.delete(templates.keys().next().value!);
    templates.set(key, template);
  }
  const { parts, slotOrder } = await template;
  let html = parts[0]!;
  for (let i = 0; i < slotOrder.length; i += 1) html += escapeHtml(slots[slotOrder[i]!]!) + parts[i + 1]!;
  return { html, text: textOf(content, footer) };
}

function split(html: string, count: number): Template {
  const parts: string[] = [];
  const slotOrder: number[] = [];
  let last = 0;
  for (const match of html.matchAll(MARKER_PATTERN)) {
    parts.push(html.slice(last, match.index));
    slotOrder.push(Number(match[1]));
    last = match.index + match[0].length;
  }
  parts.push(html.slice(last));
  // Every word must have found its place, or the template would drop it.
  if (new Set(slotOrder).size !== count) throw new Error("email template: a slot is missing from the HTML");
  return { parts, slotOrder };
}

const ESCAPES: Record<string, string> = {
  '"': "&quot;",
  "&": "&amp;",
  "'": "&#x27;",
  "<": "&lt;",
  ">": "&gt;",
};

/** React's escaping of text and attribute values, of well-formed text (as the UTF-8 stream gives). */
function escapeHtml(value: string): string {
  return value.toWellFormed().replace(/["&'<>]/g, (char) => ESCAPES[char]!);
}
