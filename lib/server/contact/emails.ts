import "server-only";
import type { ContactEnquiry } from "@/lib/validation/contact";
import { contactMailtoCopy } from "@/content/contact";
import { formatDayTime } from "@/lib/dates";
import type { MailMessage } from "@/lib/server/mail";
import { textOf, type EmailContent } from "@/lib/server/mail/templates/content";

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
  const content: EmailContent = {
    heading: `New enquiry from ${enquiry.fullName}`,
    paragraphs: ["A new enquiry arrived through the website."],
    facts: [
      { label: "Name", value: enquiry.fullName },
      { label: "Email", value: enquiry.email },
      { label: "Company", value: orNotProvided(enquiry.company) },
      { label: "Phone", value: orNotProvided(enquiry.phoneNumber) },
      { label: "Industry", value: orNotProvided(enquiry.industry) },
      { label: "Company Size", value: orNotProvided(enquiry.companySize) },
      { label: "Message", value: enquiry.message || contactMailtoCopy.noMessage },
      { label: "Submitted", value: formatDayTime(receivedAt) },
      { label: "Source", value: source },
      { label: "Reference", value: id },
    ],
    signed: false,
  };
  return {
    to: inbox,
    // The visitor's address as Reply-To, so answering the notification answers them.
    replyTo: enquiry.email,
    subject: contactMailtoCopy.subject(enquiry.fullName),
    text: textOf(content),
    content,
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
  const content: EmailContent = {
    heading: "We received your message",
    greeting: `Hello ${enquiry.fullName},`,
    paragraphs: [
      `Thank you for contacting ${siteName}. We have received your enquiry and will get back to you within 24 hours.`,
      `If you did not send this enquiry, you can ignore this email, or tell us at ${inbox}.`,
      `The ${siteName} team`,
    ],
    signed: false,
  };
  return {
    to: enquiry.email,
    // Answering the confirmation reaches the team that answers the enquiry.
    replyTo: inbox,
    subject: `We received your message - ${siteName}`,
    text: textOf(content),
    content,
    kind: "contact:confirmation",
    refId: id,
  };
}
