import "server-only";
import { contactMailtoCopy } from "@/content/contact";
import { demoRoles, demoUseCases } from "@/content/contact-demo";
import type { MailMessage } from "@/lib/server/mail";
import type { EnquiryRecord } from "./submit-enquiry";

interface EnquiryMailContext {
  id: string;
  enquiry: EnquiryRecord;
  source: string;
  receivedAt: Date;
  inbox: string;
  siteName: string;
}

const orNotProvided = (value: string) => value || contactMailtoCopy.notProvided;
const labelOf = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((option) => option.value === value)?.label ?? orNotProvided(value);

/** A contact enquiry's optional fields, or a demo request's role and use case. */
function detailLines({ demo, phoneNumber, industry, companySize }: EnquiryRecord): string[] {
  if (demo)
    return [`Role: ${labelOf(demoRoles, demo.role)}`, `Use Case: ${labelOf(demoUseCases, demo.useCase)}`];
  return [
    `Phone: ${orNotProvided(phoneNumber)}`,
    `Industry: ${orNotProvided(industry)}`,
    `Company Size: ${orNotProvided(companySize)}`,
  ];
}

/** The notification to the contact inbox: every field, the time and the source. */
export function notificationMail({
  id,
  enquiry,
  source,
  receivedAt,
  inbox,
}: EnquiryMailContext): MailMessage {
  const text = [
    enquiry.demo
      ? "A new demo request arrived through the website."
      : "A new enquiry arrived through the website.",
    "",
    `Name: ${enquiry.fullName}`,
    `Email: ${enquiry.email}`,
    `Company: ${orNotProvided(enquiry.company)}`,
    ...detailLines(enquiry),
    "",
    "Message:",
    enquiry.message || contactMailtoCopy.noMessage,
    "",
    `Submitted: ${receivedAt.toUTCString()}`,
    `Source: ${source}`,
    `Reference: ${id}`,
  ].join("\n");
  return {
    to: inbox,
    // The visitor's address as Reply-To, so answering the notification answers them.
    replyTo: enquiry.email,
    subject: enquiry.demo
      ? `New Demo Request from ${enquiry.fullName}`
      : contactMailtoCopy.subject(enquiry.fullName),
    text,
    kind: "contact:notification",
    refId: id,
  };
}

/**
 * The confirmation to the visitor. It deliberately does not echo the message: anyone can
 * type any address into the form, and echoing free text would let strangers send their
 * words to a third party from our domain.
 */
export function confirmationMail({ id, enquiry, siteName, inbox }: EnquiryMailContext): MailMessage {
  const text = [
    `Hello ${enquiry.fullName},`,
    "",
    enquiry.demo
      ? `Thank you for your interest in ${siteName}. We have received your demo request and will contact you within 24 hours to find a time.`
      : `Thank you for contacting ${siteName}. We have received your enquiry and will get back to you within 24 hours.`,
    "",
    `If you did not send this enquiry, you can ignore this email, or tell us at ${inbox}.`,
    "",
    `The ${siteName} team`,
  ].join("\n");
  return {
    to: enquiry.email,
    subject: enquiry.demo
      ? `We received your demo request - ${siteName}`
      : `We received your message - ${siteName}`,
    text,
    kind: "contact:confirmation",
    refId: id,
  };
}
