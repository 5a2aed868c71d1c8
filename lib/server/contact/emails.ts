import "server-only";
import type { ContactEnquiry } from "@/lib/validation/contact";
import { contactMailtoCopy } from "@/content/contact";
import type { MailMessage } from "@/lib/server/mail";

interface EnquiryMailContext {
  id: string;
  enquiry: ContactEnquiry;
  source: string;
  receivedAt: Date;
  inbox: string;
  siteName: string;
}

const orNotProvided = (value: string) => value || contactMailtoCopy.notProvided;

/** The notification to the contact inbox: every field, the time and the source. */
export function notificationMail({
  id,
  enquiry,
  source,
  receivedAt,
  inbox,
}: EnquiryMailContext): MailMessage {
  const text = [
    "A new enquiry arrived through the website.",
    "",
    `Name: ${enquiry.fullName}`,
    `Email: ${enquiry.email}`,
    `Company: ${orNotProvided(enquiry.company)}`,
    `Phone: ${orNotProvided(enquiry.phoneNumber)}`,
    `Industry: ${orNotProvided(enquiry.industry)}`,
    `Company Size: ${orNotProvided(enquiry.companySize)}`,
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
    subject: contactMailtoCopy.subject(enquiry.fullName),
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
    `Thank you for contacting ${siteName}. We have received your enquiry and will get back to you within 24 hours.`,
    "",
    `If you did not send this enquiry, you can ignore this email, or tell us at ${inbox}.`,
    "",
    `The ${siteName} team`,
  ].join("\n");
  return {
    to: enquiry.email,
    subject: `We received your message - ${siteName}`,
    text,
    kind: "contact:confirmation",
    refId: id,
  };
}
