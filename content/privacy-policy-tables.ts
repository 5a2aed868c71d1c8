// The two tables of the privacy policy: purposes with their legal bases, and retention.
import type { LegalSection } from "./legal";

export const privacyUsesSection = {
  id: "how-we-use-it",
  title: "Why we use it and our legal bases",
  blocks: [
    {
      type: "paragraph",
      text: "Under the UK and EU General Data Protection Regulation we need a legal basis for each use. These are ours:",
    },
    {
      type: "table",
      caption: "Purposes of processing and their legal bases",
      columns: ["Purpose", "Data used", "Legal basis"],
      rows: [
        [
          "Answer your enquiry, send you a confirmation and follow up on it",
          "Contact form data",
          "Our legitimate interest in answering business enquiries; steps you ask for before a contract",
        ],
        [
          "Arrange and hold a product demo",
          "Demo request and booking details",
          "Steps you ask for before a contract; legitimate interest",
        ],
        [
          "Verify your company email, assess your partner application and tell you the outcome",
          "Claim data, verification code",
          "Steps you ask for before entering the partner agreement",
        ],
        [
          "Create and run your partner account, portal access, training, deal registration and commissions",
          "Registration, account and dashboard data, attachments",
          "Performance of the partner agreement",
        ],
        [
          "Keep the site and portal secure, prevent abuse and fraud, enforce rate limits",
          "Technical data, account and session records",
          "Our legitimate interest in protecting our services and users",
        ],
        [
          "Measure and improve the website",
          "Analytics data",
          "Your consent, which you can withdraw at any time",
        ],
        [
          "Keep accounting and tax records of commissions and meet other legal duties",
          "Partner company, commission and payment records",
          "Legal obligation",
        ],
        ["Establish, exercise or defend legal claims", "Any relevant records", "Our legitimate interest"],
      ],
    },
    {
      type: "paragraph",
      text: "Where we rely on legitimate interests we have weighed them against your rights; you can ask us for that assessment and object at any time. We do not use your data for automated decisions that have legal or similarly significant effects on you.",
    },
  ],
} as const satisfies LegalSection;

export const privacyRetentionSection = {
  id: "retention",
  title: "How long we keep it",
  blocks: [
    {
      type: "paragraph",
      text: "We keep personal data only as long as we need it, then delete or anonymise it:",
    },
    {
      type: "table",
      caption: "Retention periods",
      columns: ["Data", "How long"],
      rows: [
        ["Contact enquiries and related emails", "24 months after our last exchange with you"],
        ["Email verification codes", "Valid for 10 minutes; deleted within 24 hours"],
        [
          "Email verification, registration and password reset links",
          "Registration links valid 7 days, email verification links 24 hours, reset links 1 hour; deleted within 30 days after use or expiry",
        ],
        ["Partner applications that are not approved", "12 months after our decision"],
        [
          "Partner accounts, profiles and attachments",
          "While you are a partner, then 90 days after the account closes",
        ],
        [
          "Commission, payment and invoicing records",
          "7 years after the end of the financial year they relate to, as tax law requires",
        ],
        ["Session records", "Until sign-out or expiry, then up to 30 days"],
        ["Security logs and rate-limit counters", "Up to 30 days"],
        ["Analytics data (with consent)", "Up to 14 months"],
        ["Your consent choice", "Stored in your browser until you change it or clear your browser storage"],
        [
          "Referral link cookie (partner_ref)",
          "In your browser for 90 days; daily visit hashes as long as the link's figures",
        ],
      ],
    },
  ],
} as const satisfies LegalSection;
