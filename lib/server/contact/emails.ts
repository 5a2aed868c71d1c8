import "server-only";
import { contactMailtoCopy } from "@/content/contact";
import { demoRoles, demoUseCases } from "@/content/contact-demo";
import { formatDayTime } from "@/lib/dates";
import { env } from "@/lib/server/env";
import type { MailMessage } from "@/lib/server/mail/message";
import type { ContactEnquiry } from "@/lib/validation/contact";
import { textOf, type EmailContent, type EmailFact } from "@/lib/server/mail/templates/content";
import { sample, sampleId, type EmailSample } from "@/lib/server/mail/email-sample";

/** What one enquiry row holds: a contact enquiry, or a demo request with its role and use case. */
export interface EnquiryRecord extends Omit<ContactEnquiry, "source"> {
  source: string;
  /** The visitor's country code (the directory's contact form asks for it); "" or absent: not given. */
  country?: string;
  demo: { role: string; useCase: string } | null;
}

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
function detailFacts({ demo, phoneNumber, industry, companySize }: EnquiryRecord): EmailFact[] {
  if (demo)
    return [
      { label: "Role", value: labelOf(demoRoles, demo.role) },
      { label: "Use Case", value: labelOf(demoUseCases, demo.useCase) },
    ];
  return [
    { label: "Phone", value: orNotProvided(phoneNumber) },
    { label: "Industry", value: orNotProvided(industry) },
    { label: "Company Size", value: orNotProvided(companySize) },
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
  const what = enquiry.demo ? "demo request" : "enquiry";
  const content: EmailContent = {
    heading: enquiry.demo
      ? `New demo request from ${enquiry.fullName}`
      : `New enquiry from ${enquiry.fullName}`,
    paragraphs: [`A new ${what} arrived through the website.`],
    facts: [
      { label: "Name", value: enquiry.fullName },
      { label: "Email", value: enquiry.email },
      { label: "Company", value: orNotProvided(enquiry.company) },
      ...detailFacts(enquiry),
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
    subject: enquiry.demo
      ? `New Demo Request from ${enquiry.fullName}`
      : contactMailtoCopy.subject(enquiry.fullName),
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
    heading: enquiry.demo ? "We received your demo request" : "We received your message",
    greeting: `Hello ${enquiry.fullName},`,
    paragraphs: [
      enquiry.demo
        ? `Thank you for your interest in ${siteName}. We have received your demo request and will contact you within 24 hours to find a time.`
        : `Thank you for contacting ${siteName}. We have received your enquiry and will get back to you within 24 hours.`,
      `If you did not send this enquiry, you can ignore this email, or tell us at ${inbox}.`,
      `The ${siteName} team`,
    ],
    signed: false,
  };
  return {
    to: enquiry.email,
    // Answering the confirmation reaches the team that answers the enquiry.
    replyTo: inbox,
    subject: enquiry.demo
      ? `We received your demo request - ${siteName}`
      : `We received your message - ${siteName}`,
    text: textOf(content),
    content,
    kind: "contact:confirmation",
    refId: id,
  };
}

/** Preview samples of an enquiry's mail, for the console's email catalogue. */
export function contactEmailSamples(): EmailSample[] {
  const enquiry: EnquiryMailContext = {
    id: sampleId,
    enquiry: {
      fullName: "Ada Lovelace",
      email: "ada@example.com",
      company: "Analytical Engines Ltd",
      phoneNumber: "+44 20 7946 0958",
      industry: "Banking",
      companySize: "51-200",
      message: "We would like a demo for our finance team.",
    } as EnquiryRecord,
    source: "Contact Page",
    receivedAt: new Date("2027-02-23T17:20:00Z"),
    inbox: env().CONTACT_INBOX,
    siteName: "Finlytic AI",
  };
  return [
    sample("contact:notification", "bulk", "team", notificationMail(enquiry)),
    sample("contact:confirmation", "bulk", "partner", confirmationMail(enquiry)),
  ];
}
