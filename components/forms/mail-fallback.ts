import { contactMailtoCopy } from "@/content/contact";
import { DEMO_SOURCE, demoRoles, demoUseCases } from "@/content/contact-demo";
import type { ContactEnquiryInput } from "@/lib/validation/contact";
import type { DemoRequestInput } from "@/lib/validation/demo";

/**
 * The mail-client fallback: a mailto link to the contact inbox with the subject
 * "New Contact Form Submission from {name}" and a body listing every field, the
 * submission time and the form's source tag.
 */
export function buildMailtoUrl(
  inbox: string,
  values: ContactEnquiryInput,
  source: string,
  submittedAt: Date,
): string {
  const value = (text: string | undefined) => text?.trim() || contactMailtoCopy.notProvided;
  const name = values.fullName.trim();
  const body = [
    `Name: ${name}`,
    `Email: ${values.email.trim()}`,
    `Company: ${value(values.company)}`,
    `Phone: ${value(values.phoneNumber)}`,
    `Industry: ${value(values.industry)}`,
    `Company Size: ${value(values.companySize)}`,
    "",
    "Message:",
    values.message?.trim().replace(/\r?\n/g, "\r\n") || contactMailtoCopy.noMessage,
    "",
    `Submitted: ${submittedAt.toUTCString()}`,
    `Source: ${source}`,
  ].join("\r\n"); // RFC 6068: line breaks in a mailto body are CRLF
  const subject = contactMailtoCopy.subject(name);
  return `mailto:${inbox}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** The same fallback for a demo request: its fields, the time and the page's source tag. */
export function buildDemoMailtoUrl(inbox: string, values: DemoRequestInput, submittedAt: Date): string {
  const value = (text: string | undefined) => text?.trim() || contactMailtoCopy.notProvided;
  const label = (options: readonly { value: string; label: string }[], chosen: string | undefined) =>
    options.find((option) => option.value === chosen)?.label ?? value(chosen);
  const name = String(values.name).trim();
  const body = [
    `Name: ${name}`,
    `Email: ${value(values.email)}`,
    `Company: ${value(values.company)}`,
    `Role: ${label(demoRoles, values.role)}`,
    `Use Case: ${label(demoUseCases, values.useCase)}`,
    "",
    "Message:",
    values.message?.trim().replace(/\r?\n/g, "\r\n") || contactMailtoCopy.noMessage,
    "",
    `Submitted: ${submittedAt.toUTCString()}`,
    `Source: ${DEMO_SOURCE}`,
  ].join("\r\n");
  const subject = `New Demo Request from ${name}`;
  return `mailto:${inbox}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** Hands the link to the visitor's mail client; the page itself stays where it is. */
export function openMailClient(href: string): void {
  window.location.href = href;
}
