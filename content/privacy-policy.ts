// The privacy policy: what the marketing site, its forms and the partner portal collect,
// why, on what legal basis, for how long, who processes it, and the visitor's rights.
import {
  cookieSettingsLink,
  legalEntity,
  legalLastUpdated,
  privacyEmailLink,
  type LegalDocument,
} from "./legal";
import { privacyRetentionSection, privacyUsesSection } from "./privacy-policy-tables";

export const privacyPolicy = {
  title: "Privacy Policy",
  description:
    "How Finlytic AI collects, uses, keeps and protects personal data on its website, in its contact and demo forms and in its partner portal, and the rights you have.",
  lastUpdated: legalLastUpdated,
  intro: [
    `This policy explains how ${legalEntity.name} ("Finlytic AI", "we", "us") handles personal data when you visit our website, send us an enquiry, request a demo, or apply to and take part in our partner programme through the partner portal. It is written to be read: if anything is unclear, write to us.`,
  ],
  sections: [
    {
      id: "who-we-are",
      title: "Who we are",
      blocks: [
        {
          type: "paragraph",
          text: `${legalEntity.name}, ${legalEntity.registeredAddress}, is the controller of the personal data described in this policy. For our business customers' data processed inside the Finlytic AI platform, we act as a processor under the data processing agreement we sign with each customer; that processing is governed by that agreement, not by this policy.`,
        },
        {
          type: "paragraph",
          text: ["For any privacy question or request, contact us at ", privacyEmailLink, "."],
        },
      ],
    },
    {
      id: "data-we-collect",
      title: "What we collect",
      blocks: [
        {
          type: "paragraph",
          text: "We collect only what we need for the purposes described in the next section.",
        },
        {
          type: "list",
          items: [
            "Contact form (on the home, About, Partners and Contact pages): your full name and email address (required), and, if you choose to give them, your company, phone number, industry, company size and message, together with the time of submission and the page the form was sent from.",
            "Demo request form: your name, email address, company, role, the use case you are interested in and an optional message. The form on our site does not send these details to our servers; you book the demo itself on our scheduling provider's page, which opens in a new tab and collects the details you enter there.",
            "Partner claim (application): your first and last name, company name, company email address, company website, company size, industry, country, LinkedIn profile URL, current technology, why you want to join and any additional information you add. We also process the one-time code emailed to verify your company email address and a security check (captcha) to keep automated submissions out.",
            "Partner registration: company details (name, website, industry, size, annual revenue band, GST or tax identifier, location), primary and optional secondary contact (name, job title, email, phone, LinkedIn profile), partnership type, geographic coverage, industry focus, up to five current clients you choose to name, expected deals, technical capabilities, team sizes, certifications, technology stack, and any documents you attach (up to 10 files of PDF, DOC, DOCX, PNG or JPG, each up to 20 MB).",
            "Partner account: your email address and password (stored only as a salted argon2id hash, never in readable form), email verification status, approval status, session records (when you signed in and signed out), password reset requests, and the deals, referrals, commissions, training progress and notification preferences recorded in your dashboard. Referrals and deals can include the names and business contact details of people at prospective customers that you give us.",
            "Technical data: when you use the site or the portal our servers receive your IP address, browser type and the pages requested. We use the IP address to enforce rate limits against abuse and keep short-lived security logs.",
            [
              "Analytics, only if you accept them in the cookie banner or on ",
              cookieSettingsLink,
              ": the pages you view and the buttons you click (for example Book a Demo), with a pseudonymous identifier.",
            ],
          ],
        },
        {
          type: "paragraph",
          text: "Please do not send us special categories of personal data (such as health data) or data about other people without their knowledge. We do not knowingly collect data from children.",
        },
      ],
    },
    privacyUsesSection,
    privacyRetentionSection,
    {
      id: "processors",
      title: "Who we share it with",
      blocks: [
        {
          type: "paragraph",
          text: "We do not sell or rent personal data, and we do not share it for cross-context behavioural advertising. We share it only with:",
        },
        {
          type: "list",
          items: [
            "Hosting and infrastructure providers that run our website, portal and databases.",
            "Our email delivery provider, which sends enquiry confirmations, verification codes, approval and password reset emails.",
            "Our scheduling provider, when you book a demo on its page.",
            "Our analytics provider, only if you have accepted analytics.",
            "Professional advisers (lawyers, auditors, accountants) and, for partner commissions, our payment and accounting providers.",
            "Authorities, where the law requires it, and a buyer or successor if our business is reorganised or sold, under equivalent protection.",
          ],
        },
        {
          type: "paragraph",
          text: [
            "Each service provider acts as our processor under a written contract that limits it to our instructions and requires appropriate security. The current list of processors is available on request from ",
            privacyEmailLink,
            ".",
          ],
        },
      ],
    },
    {
      id: "international-transfers",
      title: "International transfers",
      blocks: [
        {
          type: "paragraph",
          text: "We have offices in the United Kingdom, the United States and India, and some of our providers process data outside the UK and the European Economic Area. Where personal data leaves the UK or the EEA, we rely on an adequacy decision or on the European Commission's Standard Contractual Clauses and the UK International Data Transfer Addendum, with additional safeguards such as encryption where needed. You can ask us for a copy of the relevant safeguards.",
        },
      ],
    },
    {
      id: "security",
      title: "How we protect it",
      blocks: [
        {
          type: "list",
          items: [
            "Traffic is encrypted in transit with TLS, and our production databases and file storage are encrypted at rest.",
            "Passwords are stored only as salted argon2id hashes; one-time codes, verification and reset tokens are stored hashed and expire.",
            "Portal sessions use an httpOnly, secure cookie and can be revoked; sign-out and password resets end your sessions.",
            "Uploaded documents are checked for type and size and stored outside the public web root under names we generate.",
            "Access to personal data is limited by role to the staff who need it.",
            "Our information security programme follows ISO 27001 and is audited under SOC 2 Type II.",
          ],
        },
        {
          type: "paragraph",
          text: "No system is perfectly secure. If a breach affects your personal data and is likely to put your rights at risk, we will tell you and the relevant authority as the law requires.",
        },
      ],
    },
    {
      id: "your-rights",
      title: "Your rights",
      blocks: [
        { type: "paragraph", text: "Depending on where you live, you have the right to:" },
        {
          type: "list",
          items: [
            "access the personal data we hold about you and receive a copy;",
            "have inaccurate data corrected and incomplete data completed;",
            "have your data erased, for example when we no longer need it;",
            "restrict our processing, or object to processing based on legitimate interests, including direct marketing at any time;",
            "receive data you gave us in a portable format;",
            [
              "withdraw consent at any time, for analytics on ",
              cookieSettingsLink,
              ", without affecting processing before the withdrawal;",
            ],
            "not be subject to decisions based solely on automated processing that significantly affect you (we make none);",
            "if you are a California resident, know, delete and correct your personal information and not be discriminated against for exercising these rights.",
          ],
        },
        {
          type: "paragraph",
          text: [
            "To exercise a right, email ",
            privacyEmailLink,
            ". We answer within one month (extendable by two months for complex requests, in which case we tell you) and may ask you to confirm your identity. Exercising your rights is free.",
          ],
        },
        {
          type: "paragraph",
          text: "You can also complain to a data protection authority: in the UK the Information Commissioner's Office (ico.org.uk), in the EEA the authority where you live or work. We would appreciate the chance to address your concern first.",
        },
      ],
    },
    {
      id: "cookies",
      title: "Cookies and similar technologies",
      blocks: [
        {
          type: "paragraph",
          text: "The marketing website sets no analytics cookies until you consent. We keep your consent choice in your browser's local storage, and in a cookie our server reads, so we can respect it on your next visit. The partner portal uses one strictly necessary cookie to keep you signed in.",
        },
        {
          type: "paragraph",
          text: "If you follow a partner's referral link to this site, we set one functional cookie, partner_ref, for 90 days. It names the link, not you; if you then send us an enquiry, we share your enquiry (name, company, email and message) with that partner as their referral. We count visits of the link once a day per visitor using a hash of your address and browser that changes daily; we do not store your address. If you have refused functional cookies, we set no partner_ref cookie and share nothing with the partner.",
        },
        {
          type: "paragraph",
          text: [
            "Analytics run only if you accept them. You can accept, reject or change your choice (analytics and functional cookies) at any time on ",
            cookieSettingsLink,
            ", which also lists every item we store in your browser.",
          ],
        },
      ],
    },
    {
      id: "children",
      title: "Children",
      blocks: [
        {
          type: "paragraph",
          text: "Our website and partner programme are for businesses and are not directed at anyone under 16.",
        },
      ],
    },
    {
      id: "changes",
      title: "Changes to this policy",
      blocks: [
        {
          type: "paragraph",
          text: "We update this policy when our practices change. The date at the top shows the latest version. If a change materially affects how we use data we already hold, we will tell partners by email before it takes effect.",
        },
      ],
    },
    {
      id: "contact",
      title: "Contact us",
      blocks: [
        { type: "paragraph", text: ["Email: ", privacyEmailLink] },
        { type: "paragraph", text: `Post: Privacy, ${legalEntity.name}, ${legalEntity.registeredAddress}` },
      ],
    },
  ],
} as const satisfies LegalDocument;
