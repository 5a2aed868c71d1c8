// The terms of service for the marketing website, its forms and the partner portal.
import {
  legalEmailLink,
  legalEntity,
  legalLastUpdated,
  privacyPolicyLink,
  type LegalDocument,
} from "./legal";

export const termsOfService = {
  title: "Terms of Service",
  description:
    "The terms for using the Finlytic AI website, its contact and demo forms, and the partner programme and partner portal.",
  lastUpdated: legalLastUpdated,
  intro: [
    `These terms govern your use of the Finlytic AI website, its enquiry and demo forms, and the partner portal, operated by ${legalEntity.name} ("Finlytic AI", "we", "us"). By using them you accept these terms. If you use them for a company, you confirm that you may accept these terms for it. Use of the Finlytic AI platform itself is governed by the subscription agreement signed with each customer.`,
  ],
  sections: [
    {
      id: "using-the-website",
      title: "Using the website",
      blocks: [
        {
          type: "paragraph",
          text: "You may browse the website and use its forms for legitimate business purposes. You must not:",
        },
        {
          type: "list",
          items: [
            "break or try to break the security of the site or the portal, or access accounts or data that are not yours;",
            "send unlawful, misleading, abusive or malicious content, including malware, through any form or upload;",
            "overload the service, get round rate limits, or scrape it by automated means except as search engines normally do;",
            "copy, frame or reuse our content in a way that suggests an endorsement by us.",
          ],
        },
      ],
    },
    {
      id: "enquiries-and-demos",
      title: "Enquiries, demos and product information",
      blocks: [
        {
          type: "paragraph",
          text: "Sending an enquiry or booking a demo creates no obligation for you or for us. Product descriptions, figures and impact stories on the website are general marketing information; figures marked as illustrative are examples, not promised results. Nothing on the website is an offer capable of acceptance, or financial, legal, tax or investment advice.",
        },
      ],
    },
    {
      id: "partner-programme",
      title: "The partner programme",
      blocks: [
        {
          type: "list",
          items: [
            "Applying: you may claim a partner portal for a business you represent. We review applications, normally within 2-3 business days, and may accept or decline any application at our discretion.",
            "Registering: after approval you complete your registration from the link we email you. You must give accurate, complete information and keep it up to date.",
            "Partner agreement: your participation is governed by the Partner Onboarding Terms and Conditions you accept when you register, together with any signed partner agreement. If they conflict with these terms, they prevail.",
            "Commissions, deal registration and tiers follow the partner agreement. Figures shown in the portal are for information until confirmed in a commission statement.",
            "You act as an independent business. You may not make commitments on our behalf or describe the platform beyond our published materials.",
            "Confidential information you receive through the portal, such as roadmaps, pricing and training materials, may be used only for the programme and must not be disclosed.",
            "We may change the programme, or suspend or end a partner's participation, as the partner agreement allows.",
          ],
        },
      ],
    },
    {
      id: "accounts",
      title: "Portal accounts and security",
      blocks: [
        {
          type: "paragraph",
          text: "Keep your password confidential and do not share accounts. You are responsible for activity under your account. Tell us at once if you suspect unauthorised use. We may suspend an account to protect you, other partners or the service.",
        },
      ],
    },
    {
      id: "your-content",
      title: "Information and documents you submit",
      blocks: [
        {
          type: "paragraph",
          text: "You keep ownership of the information and documents you send us. You give us a non-exclusive licence to store, copy and use them to assess your application, run the programme and meet our obligations. You confirm that you have the right to share them, including any personal data of colleagues, clients or prospects, and that they contain no malware.",
        },
        {
          type: "paragraph",
          text: ["How we handle personal data is described in our ", privacyPolicyLink, "."],
        },
      ],
    },
    {
      id: "intellectual-property",
      title: "Intellectual property",
      blocks: [
        {
          type: "paragraph",
          text: "The website, the portal, their content and the Finlytic AI name and logo belong to us or our licensors. You may view and print pages for your own business use. Partners may use our brand assets only as the partner agreement and our brand guidelines allow.",
        },
      ],
    },
    {
      id: "third-party-services",
      title: "Third-party sites and services",
      blocks: [
        {
          type: "paragraph",
          text: "Some links open other services in a new tab, such as our scheduling page, maps searches and professional profiles. They are run by third parties under their own terms and privacy policies, and we are not responsible for them.",
        },
      ],
    },
    {
      id: "disclaimers",
      title: "Availability and disclaimers",
      blocks: [
        {
          type: "paragraph",
          text: "We work to keep the website and portal available and accurate, but provide them as they are and may change, suspend or withdraw them. To the extent the law allows, we exclude implied warranties about the website and portal. Service levels for the platform are set in customer agreements only.",
        },
      ],
    },
    {
      id: "liability",
      title: "Limitation of liability",
      blocks: [
        {
          type: "paragraph",
          text: "Nothing in these terms limits liability that cannot be limited by law, such as for death or personal injury caused by negligence, or for fraud. Otherwise we are not liable for indirect or consequential loss, or for loss of profit, revenue, business or data arising from your use of the website or portal, and our total liability to you under these terms is limited to £100. Liability under a partner agreement is governed by that agreement.",
        },
      ],
    },
    {
      id: "termination",
      title: "Suspension and termination",
      blocks: [
        {
          type: "paragraph",
          text: "We may suspend or end your access to the portal if you break these terms or the partner agreement, or if we must do so for legal or security reasons. You may close your portal account at any time by contacting us. Sections that by their nature should survive, such as confidentiality, intellectual property and liability, survive termination.",
        },
      ],
    },
    {
      id: "changes",
      title: "Changes to these terms",
      blocks: [
        {
          type: "paragraph",
          text: "We may update these terms. The date at the top shows the latest version. We will tell registered partners about material changes by email before they take effect; continuing to use the website or portal after that means you accept the updated terms.",
        },
      ],
    },
    {
      id: "governing-law",
      title: "Governing law",
      blocks: [
        {
          type: "paragraph",
          text: "These terms are governed by the law of England and Wales, and the courts of England and Wales have exclusive jurisdiction, except that consumers may also bring claims where they live.",
        },
      ],
    },
    {
      id: "contact",
      title: "Contact us",
      blocks: [
        { type: "paragraph", text: ["Questions about these terms: ", legalEmailLink] },
        { type: "paragraph", text: `Post: Legal, ${legalEntity.name}, ${legalEntity.registeredAddress}` },
      ],
    },
  ],
} as const satisfies LegalDocument;
