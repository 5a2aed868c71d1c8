// The enquiry form's copy and option lists (marketing spec, sections 3, 5, 7 and 8).

/** The two option lists: "extended" (home, About, /contact) and "compact" (landing, Partners). */
export const contactOptionLists = {
  extended: {
    industries: [
      "Financial Services",
      "Banking",
      "Insurance",
      "Technology",
      "Healthcare",
      "Manufacturing",
      "Retail",
      "Real Estate",
      "Consulting",
      "Other",
    ],
    companySizes: ["1-10", "11-50", "51-200", "201-500", "501-1000", "1000+"],
  },
  compact: {
    industries: ["Technology", "Finance", "Healthcare", "Manufacturing", "Retail", "Other"],
    companySizes: ["1-10", "11-50", "51-200", "201-500", "500+"],
  },
} as const satisfies Record<string, { industries: readonly string[]; companySizes: readonly string[] }>;

export type ContactOptionList = keyof typeof contactOptionLists;

/** Every value any variant may send; the server accepts exactly these (or nothing). */
export const allIndustries = [
  ...new Set([...contactOptionLists.extended.industries, ...contactOptionLists.compact.industries]),
];
export const allCompanySizes = [
  ...new Set([...contactOptionLists.extended.companySizes, ...contactOptionLists.compact.companySizes]),
];

/**
 * The source tag each form sends and writes into the fallback email. The /contact
 * page has its own.
 */
export const contactSources = [
  "Homepage - Contact Form",
  "Landing Page - CTA Section",
  "Partners Page",
  "About Page - Contact Leadership Form",
  "Contact Page",
] as const;

export type ContactSource = (typeof contactSources)[number];

export const contactFieldCopy = {
  fullName: { label: "Full Name", placeholder: "Enter your full name" },
  email: { label: "Email", placeholder: "Enter your email" },
  company: { label: "Company", placeholder: "Enter your company name" },
  phoneNumber: { label: "Phone Number", placeholder: "Enter your phone number" },
  industry: { label: "Industry", placeholder: "Select your industry" },
  companySize: { label: "Company Size", placeholder: "Select company size" },
  message: { label: "How can we help you?", placeholder: "Tell us about your needs and how we can help..." },
} as const;

export const contactButtonCopy = {
  idle: "Send Message",
  sending: "Sending...",
  sent: "Message Sent Successfully",
  cancel: "Cancel",
} as const;

export const contactToastCopy = {
  success: {
    title: "Message Sent Successfully!",
    full: (inbox: string) =>
      `Your message has been delivered to ${inbox}. We'll get back to you within 24 hours, and a confirmation has been sent to your email.`,
    short: "We will get back to you within 24 hours.",
  },
  fallback: {
    title: "Ready to Send!",
    body: "Your email client has opened with your message. Please click send, and we'll respond within 24 hours.",
  },
  dismiss: "Dismiss notification",
} as const;

/** The About form's inline banner while it shows its success state. */
export const contactSuccessBanner = "Message sent successfully! We'll get back to you within 24 hours.";

/** The error text when the response carries no message of its own (spec, section 8). */
export const contactFallbackError = "Failed to send email via backend";

/** The mail-client fallback: empty optional fields and an empty message read as these. */
export const contactMailtoCopy = {
  subject: (name: string) => `New Contact Form Submission from ${name}`,
  notProvided: "Not provided",
  noMessage: "No message provided",
} as const;
